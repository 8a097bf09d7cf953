import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { authClient } from "../../support/auth-http";

/**
 * The README's two commands on a port other than 3000, with nothing configured but PORT:
 * no SITE_URL, no SMTP_URL. Links follow the port, every loopback name is the same site,
 * and the mailbox answers this machine only.
 */
let app: AppServer;

beforeAll(async () => {
  app = await startAppServer({ SITE_URL: undefined, SMTP_URL: undefined });
}, 200_000);

afterAll(async () => {
  await app?.stop();
});

type Mail = { to: string; link?: string; createdAt: string };

async function readMailbox(origin: string): Promise<Mail[]> {
  const response = await fetch(`${origin}/api/dev/mailbox`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** A raw HTTP GET, so Host can be anything (fetch keeps the URL's own host). */
function rawGet(address: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: address, port: app.port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("a local start on another port, browsed at 127.0.0.1", () => {
  it("points feeds, sitemaps and canonical links at the served port", async () => {
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: http://localhost:${app.port}/sitemap.xml`);
    const feed = await (await fetch(`${app.url}/feed.xml`)).text();
    expect(feed).toContain(`http://localhost:${app.port}/posts/`);
    expect(feed).not.toContain("localhost:3000");
    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).toContain(`<link rel="canonical" href="http://localhost:${app.port}`);
  });

  it("mails a link on 127.0.0.1, confirms from there and lands back there, signed in", async () => {
    const origin = `http://127.0.0.1:${app.port}`;
    const client = authClient({ baseUrl: origin });
    const before = new Date().toISOString();
    const requested = await client.requestLink("local.reader@example.test", { callbackUrl: "/account" });
    expect(requested.status).toBe(200);
    const mail = (await readMailbox(origin)).find((entry) => entry.to === "local.reader@example.test" && entry.createdAt >= before);
    expect(mail?.link).toMatch(new RegExp(`^${origin.replaceAll(".", "\\.")}/signin/confirm\\?`));
    const confirmed = await client.confirm(mail!.link!);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${origin}/account`);
    expect((await client.session())?.user?.email).toBe("local.reader@example.test");
  });

  it("accepts the confirmation from another loopback name of the same site", async () => {
    const client = authClient({ baseUrl: `http://127.0.0.1:${app.port}` });
    const before = new Date().toISOString();
    await client.requestLink("other.name@example.test");
    const mail = (await readMailbox(app.url)).find((entry) => entry.to === "other.name@example.test" && entry.createdAt >= before);
    const params = new URL(mail!.link!).searchParams;
    const response = await client.send("/api/auth/callback/email", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://localhost:${app.port}` },
      body: new URLSearchParams({ token: params.get("token")!, email: params.get("email")!, callbackUrl: "/" }).toString(),
    });
    expect(response.status).toBe(303);
    expect(client.jar.sessionToken()).toBeDefined();
  });
});

describe("the dev mailbox without SMTP_URL", () => {
  it("answers a browser on this machine", async () => {
    expect((await fetch(`${app.url}/dev/mailbox`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${app.port}/api/dev/mailbox`)).status).toBe(200);
  });

  it("does not answer a request forwarded by a proxy on this machine, nor one for another host name", async () => {
    for (const path of ["/dev/mailbox", "/api/dev/mailbox"]) {
      expect(await rawGet("127.0.0.1", path, { host: `localhost:${app.port}`, "x-forwarded-for": "203.0.113.9" })).toBe(404);
      expect(await rawGet("127.0.0.1", path, { host: "groundwork.example" })).toBe(404);
    }
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

  it.skipIf(!external)("does not answer another machine, even with a forged Host and X-Forwarded-For", async () => {
    for (const path of ["/dev/mailbox", "/api/dev/mailbox"]) {
      expect(await rawGet(external!, path, { host: `localhost:${app.port}` })).toBe(404);
      expect(
        await rawGet(external!, path, { host: `127.0.0.1:${app.port}`, "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" }),
      ).toBe(404);
    }
    // The same server does answer other pages on that address.
    expect(await rawGet(external!, "/robots.txt", { host: `localhost:${app.port}` })).toBe(200);
  });
});

describe("icons and web manifest", () => {
  it("serves /favicon.ico as an icon file, and pages link the icons and the manifest", async () => {
    const favicon = await fetch(`${app.url}/favicon.ico`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toBe("image/x-icon");
    const bytes = new Uint8Array(await favicon.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
    expect(home).toMatch(/<link rel="icon" href="\/icon\/32/);
    expect(home).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon/);
  });

  it("the manifest names the site and every icon it lists is a PNG of that size", async () => {
    const response = await fetch(`${app.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { name: string; start_url: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: "Groundwork", start_url: "/" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of [...manifest.icons, { src: "/apple-icon", sizes: "180x180", type: "image/png" }]) {
      const image = await fetch(`${app.url}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await image.arrayBuffer());
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});

describe("security headers", () => {
  const required = [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "script-src 'self' 'unsafe-inline'",
  ];

  it("are on every kind of response: pages, APIs, feeds, icons, static files, errors", async () => {
    const home = await fetch(`${app.url}/`);
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(script).toBeDefined();
    const slug = /href="\/posts\/([^"]+)"/.exec(await (await fetch(`${app.url}/`)).text())?.[1];
    const paths = [
      "/",
      `/posts/${slug}`,
      "/signin",
      "/api/auth/session",
      "/feed.xml",
      "/robots.txt",
      "/favicon.ico",
      script!,
      "/no-such-page",
    ];
    for (const path of paths) {
      const response = await fetch(`${app.url}${path}`, { redirect: "manual" });
      const csp = response.headers.get("content-security-policy") ?? "";
      for (const directive of required) expect(csp, `${path}: ${directive}`).toContain(directive);
      expect(csp).not.toContain("unsafe-eval");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy"), path).toContain("camera=()");
      // SITE_URL is http here: no HSTS.
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("add HSTS to what a TLS proxy forwards as https", async () => {
    for (const path of ["/", "/api/auth/session"]) {
      const response = await fetch(`${app.url}${path}`, { headers: { "x-forwarded-proto": "https" } });
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000");
    }
  });
});
