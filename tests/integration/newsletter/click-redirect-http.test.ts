import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { setDbHandle } from "@/server/db/client";
import { openPostgres, type DatabaseHandle } from "@/server/db/open";
import { mailDeliveries, mailLinks, mails, posts } from "@/server/db/schema";
import { setEnvForTests } from "@/server/env";
import { createClickToken } from "@/server/newsletter/click-token";
import { createUser } from "@/server/seed/factories";
import { startAppServer, type AppServer } from "../../support/app-server";
import { createEmptyPostgresDatabase } from "../../support/db";
import { createSessionCookie } from "../../support/sign-in";

const secret = "click-http-secret-".repeat(3);
const notFoundHeading = "We couldn’t find that page";
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/**
 * The built app on PostgreSQL: a newsletter link is a 302 from the server's own step, counted by
 * the batch written a second later (and at SIGTERM); a forged or unknown one is the site's 404 page.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("newsletter links over HTTP", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let handle: DatabaseHandle;
  let app: AppServer;
  let token = "";
  let linkId = 0;
  let postId = "";
  let editorCookie = "";

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    app = await startAppServer({ DATABASE_URL: database.url, AUTH_SECRET: secret });
    setEnvForTests({ AUTH_SECRET: secret, SITE_URL: app.url });
    handle = await openPostgres(database.url);
    setDbHandle(handle);
    const member = await createUser(handle.db);
    const editor = await createSessionCookie(handle.db, { email: "clicks-editor@example.com", role: "editor" });
    editorCookie = `${editor.name}=${editor.value}`;
    const [post] = await handle.db.select({ id: posts.id }).from(posts).where(eq(posts.status, "published")).limit(1);
    postId = post!.id;
    const [mail] = await handle.db.insert(mails).values({ kind: "post", postId, subject: "s", queuedAt: new Date() }).returning();
    const [link] = await handle.db
      .insert(mailLinks)
      .values({ mailId: mail!.id, position: 1, url: "https://elsewhere.example/read" })
      .returning();
    // Sent a minute ago: past the scanner window.
    const [delivery] = await handle.db
      .insert(mailDeliveries)
      .values({ mailId: mail!.id, userId: member.id, email: member.email, status: "sent", sentAt: new Date(Date.now() - 60_000) })
      .returning();
    linkId = link!.id;
    token = createClickToken({ linkId, deliveryId: delivery!.id });
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    await handle?.close();
    await database?.drop();
  }, 60_000);

  const get = (path: string, method = "GET") =>
    fetch(`${app.url}${path}`, { method, redirect: "manual", headers: { "user-agent": browser } });
  const clicks = async () => {
    const { rows } = await handle.db.execute<{ total: number | string | null }>(
      sql`SELECT sum(clicks) AS total FROM mail_link_clicks WHERE link_id = ${linkId}`,
    );
    return Number(rows[0]?.total ?? 0);
  };

  it("a forged, tampered or unknown link is the site's 404 page, never a redirect", async () => {
    const [link, delivery] = token.split(".");
    for (const path of [
      `/l/${link}.${delivery}.AAAAAAAAAAAAAAAAAAAAAA`,
      `/l/${link}.${Number(delivery) + 1}.${token.split(".")[2]}`,
      `/l/${createClickToken({ linkId: linkId + 1000, deliveryId: Number(delivery) })}`,
      "/l/https:%2F%2Fevil.example",
    ]) {
      const response = await get(path);
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 404, null]);
      expect(await response.text()).toContain(notFoundHeading);
    }
  });

  it("a click is a 302 at once, written by the batch about a second later; HEAD is not counted", async () => {
    const response = await get(`/l/${token}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://elsewhere.example/read");
    expect((await get(`/l/${token}`, "HEAD")).status).toBe(302);
    const until = Date.now() + 10_000;
    while ((await clicks()) === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await clicks()).toBe(1);
  });

  it("the post's admin page shows the newsletter's figures, clicks per link, and why opens are not among them", async () => {
    const response = await fetch(`${app.url}/admin/posts/${postId}`, { headers: { cookie: editorCookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="newsletter-stats"');
    expect(html).toContain("https://elsewhere.example/read");
    expect(html).toContain("Opens are not tracked");
  });

  it("clicks still waiting at SIGTERM are written before the server exits", async () => {
    for (let i = 0; i < 3; i++) expect((await get(`/l/${token}`)).status).toBe(302);
    await app.stop();
    expect(await clicks()).toBe(4);
  });
});
