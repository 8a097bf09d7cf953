import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";
import { signInThroughOutbox } from "../../support/sign-in";

/**
 * Requests that change state, sent by another site's page with the visitor's cookie, are
 * refused with 403: JSON and form endpoints (Origin, or Sec-Fetch-Site without it) and
 * server actions (Next.js itself would answer 500).
 */
let app: AppServer;
let cookie: string;
const owner = "owner@groundwork.local";
const foreign = "https://evil.example";

beforeAll(async () => {
  app = await startAppServer({ OWNER_EMAIL: owner, MAGIC_LINK_RATE_LIMIT: "1000" });
  const session = await signInThroughOutbox(app.url, owner);
  cookie = `${session.name}=${session.value}`;
}, 200_000);

afterAll(async () => {
  await app?.stop();
});

/** A 1×1 PNG: a valid cover image, so only the origin decides. */
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

const stateChanging: [string, string, () => { body: BodyInit; type?: string }][] = [
  [
    "POST",
    "/api/admin/uploads",
    () => {
      const form = new FormData();
      form.set("file", new File([png], "cover.png", { type: "image/png" }));
      return { body: form };
    },
  ],
  [
    "POST",
    "/api/billing/complimentary",
    () => ({ body: JSON.stringify({ email: "reader@groundwork.local", months: 1 }), type: "application/json" }),
  ],
  [
    "DELETE",
    "/api/billing/complimentary",
    () => ({ body: JSON.stringify({ email: "subscriber@groundwork.local" }), type: "application/json" }),
  ],
  ["POST", "/api/billing/checkout", () => ({ body: "plan=monthly", type: "application/x-www-form-urlencoded" })],
  ["POST", "/api/billing/portal", () => ({ body: "", type: "application/x-www-form-urlencoded" })],
];

describe("state-changing requests from another site", () => {
  it.each(stateChanging)("%s %s with a foreign Origin gets 403 and changes nothing", async (method, path, build) => {
    const { body, type } = build();
    const response = await fetch(`${app.url}${path}`, {
      method,
      redirect: "manual",
      headers: { cookie, origin: foreign, "sec-fetch-site": "cross-site", ...(type ? { "content-type": type } : {}) },
      body,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it.each(stateChanging)("%s %s marked cross-site by Sec-Fetch-Site alone gets 403", async (method, path, build) => {
    const { body, type } = build();
    const response = await fetch(`${app.url}${path}`, {
      method,
      redirect: "manual",
      headers: { cookie, "sec-fetch-site": "cross-site", ...(type ? { "content-type": type } : {}) },
      body,
    });
    expect(response.status).toBe(403);
  });

  it("a server action with a foreign Origin gets 403, not 500", async () => {
    const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as { node: Record<string, unknown> };
    const actionId = Object.keys(manifest.node)[0];
    expect(actionId).toBeDefined();
    const response = await fetch(`${app.url}/account`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie,
        origin: foreign,
        "next-action": actionId!,
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
      },
      body: "[]",
    });
    expect(response.status).toBe(403);
  });
});
