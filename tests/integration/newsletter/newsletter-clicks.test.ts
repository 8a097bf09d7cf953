import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, databaseTargets } from "../../support/db";
import { startSmtpServer, type TestSmtpServer } from "../../support/smtp";
import { createUser } from "@/server/seed/factories";
import { attributions, mailDeliveries, mailLinks, mailPreferences, mails } from "@/server/db/schema";
import { getNewsletterStats } from "@/server/newsletter/get-newsletter-stats";
import type { DatabaseHandle } from "@/server/db/open";
import type { Actor } from "@/server/auth/permissions";
import { setEnvForTests } from "@/server/env";
import { createPost } from "@/server/posts/create-post";
import { publishPost } from "@/server/posts/publish-post";
import { requestPostEmail } from "@/server/newsletter/request-post-email";
import { runDueTasks } from "@/server/jobs/run-due-tasks";
import { closeMailTransports } from "@/server/mail/smtp-transports";
import { createClickCounter, type ClickCounter } from "@/server/newsletter/click-counter";
import { lookupDeliveryFacts, writeClickCounts } from "@/server/newsletter/write-click-counts";
import { createClickToken } from "@/server/newsletter/click-token";
import { createClickRedirectStep } from "@/server/http/answer-click-redirect";
import { runRequestSteps } from "@/server/node-server/request-steps";
import { writeAnswer } from "@/server/node-server/write-answer";
import { createOptedInMember } from "./fixtures";

const site = "https://news.example.test";
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe.each(databaseTargets)("newsletter clicks on %s", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let server: Server;
  let base: string;
  let counter: ClickCounter;
  /** How far the counter's clock is ahead: past the scanner window of every copy sent in the test. */
  let ahead = 0;
  const tokensOf = new Map<string, string[]>();
  const members: { id: string; email: string }[] = [];
  let mailId = "";
  let postId = "";
  let editor: Actor;

  beforeAll(async () => {
    handle = await createTestDatabase(target);
    smtp = await startSmtpServer();
    setEnvForTests({ SMTP_URL: smtp.url, SITE_URL: site, AUTH_SECRET: "k".repeat(40) });
    counter = createClickCounter({
      lookup: lookupDeliveryFacts,
      write: writeClickCounts,
      now: () => Date.now() + ahead,
      flushEveryMs: 60_000,
    });
    server = createServer(
      runRequestSteps([{ name: "newsletter links", run: createClickRedirectStep(counter) }], async (_request, response) =>
        writeAnswer(response, { status: 404, headers: { "content-type": "text/html" }, body: "<h1>our 404 page</h1>" }),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    editor = { id: (await createUser(handle.db, { role: "editor" })).id, role: "editor" };
    for (let i = 0; i < 4; i++) members.push(await createOptedInMember(handle.db));
    const draft = await createPost({
      actor: editor,
      fields: {
        title: "Counted, not watched",
        bodyMarkdown:
          "Start with [our habits](/tags/habits) and [a friend's essay](https://elsewhere.example/essay?id=1&x=2).\n\nMore [habits](/tags/habits).",
      },
    });
    const post = await publishPost({
      actor: editor,
      id: draft.id,
      version: draft.version,
      alsoInTransaction: (tx, row) => requestPostEmail(tx, { actor: editor, postId: row.id }),
    });
    await runDueTasks();
    postId = post.id;
    mailId = (await handle.db.select({ id: mails.id }).from(mails).where(eq(mails.postId, post.id)))[0]!.id;
    const positionOf = new Map(
      (await handle.db.select().from(mailLinks).where(eq(mailLinks.mailId, mailId))).map((link) => [link.id, link.position]),
    );
    for (const member of members) {
      const [mail] = smtp.mailsTo(member.email);
      const tokens = [...new Set([...mail!.text.matchAll(/https:\/\/news\.example\.test\/l\/([\w.-]+)/g)].map((match) => match[1]!))];
      // By the link's position in the mail: 0 the site's name in the header, 1 habits, 2 the essay, 3 "Read on".
      tokensOf.set(
        member.id,
        tokens.sort((x, y) => positionOf.get(Number(x.split(".")[0]))! - positionOf.get(Number(y.split(".")[0]))!),
      );
    }
  });
  afterAll(async () => {
    closeMailTransports();
    await new Promise((resolve) => server.close(resolve));
    await smtp.stop();
    await handle.close();
  });

  const click = (token: string, headers: Record<string, string> = { "user-agent": browser }, method = "GET") =>
    fetch(`${base}/l/${token}`, { method, headers, redirect: "manual" });
  const countsOf = async () => {
    const { rows } = await handle.db.execute<{ url: string; total: number | string; members: number | string }>(sql`
      SELECT l.url, coalesce(sum(c.clicks), 0) AS total, count(c.delivery_id) AS members
      FROM mail_links l LEFT JOIN mail_link_clicks c ON c.link_id = l.id
      WHERE l.mail_id = ${mailId} GROUP BY l.url, l.position ORDER BY l.position`);
    return rows.map((row) => ({ url: row.url, total: Number(row.total), members: Number(row.members) }));
  };

  it("a newsletter goes out with one counted link per address, our own tagged as the newsletter's, each member's signed for their copy", async () => {
    const links = await handle.db.select().from(mailLinks).where(eq(mailLinks.mailId, mailId)).orderBy(mailLinks.position);
    expect(links.map((link) => link.url)).toEqual([
      `${site}/?utm_source=groundwork&utm_medium=email&utm_campaign=counted-not-watched`,
      `${site}/tags/habits?utm_source=groundwork&utm_medium=email&utm_campaign=counted-not-watched`,
      "https://elsewhere.example/essay?id=1&x=2",
      `${site}/posts/counted-not-watched?utm_source=groundwork&utm_medium=email&utm_campaign=counted-not-watched`,
    ]);
    const mail = smtp.mailsTo(members[0]!.email)[0]!;
    // No original address left in either part, no marker either; the unsubscribe link is untouched.
    expect(mail.text).not.toContain("elsewhere.example");
    expect(mail.text).not.toContain(`${site}/tags/habits`);
    expect(mail.text).not.toContain("%%GROUNDWORK");
    expect(mail.text).toContain(`${site}/unsubscribe?token=`);
    expect(tokensOf.get(members[0]!.id)).toHaveLength(4);
    expect(tokensOf.get(members[1]!.id)).not.toEqual(tokensOf.get(members[0]!.id));
  });

  it("a click is a 302 to the link's address at once, counted per link: total, and once per member however often", async () => {
    const [a, b] = [tokensOf.get(members[0]!.id)!, tokensOf.get(members[1]!.id)!];
    ahead = 60_000;
    for (let i = 0; i < 3; i++) {
      const response = await click(a[2]!);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("https://elsewhere.example/essay?id=1&x=2");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await click(b[2]!)).status).toBe(302);
    expect((await click(b[1]!)).headers.get("location")).toContain("utm_medium=email");
    expect((await countsOf()).map(({ total }) => total)).toEqual([0, 0, 0, 0]);
    await counter.flush();
    expect((await countsOf()).map(({ total, members }) => [total, members])).toEqual([
      [0, 0],
      [1, 1],
      [4, 2],
      [0, 0],
    ]);
  });

  it("HEAD, prefetches and scanner agents are redirected but not counted", async () => {
    const a = tokensOf.get(members[0]!.id)!;
    expect((await click(a[3]!, { "user-agent": browser }, "HEAD")).status).toBe(302);
    expect((await click(a[3]!, { "user-agent": browser, purpose: "prefetch" })).status).toBe(302);
    expect((await click(a[3]!, { "user-agent": browser, "sec-purpose": "prefetch" })).status).toBe(302);
    expect((await click(a[3]!, { "user-agent": "Barracuda Sentinel (EE)" })).status).toBe(302);
    expect((await click(a[3]!, {})).status).toBe(302);
    await counter.flush({ final: true });
    expect((await countsOf())[3]).toMatchObject({ total: 0, members: 0 });
  });

  it("every link of a copy clicked within seconds of its delivery (a scanner) is not counted; a reader's later click is", async () => {
    ahead = 0;
    const c = tokensOf.get(members[2]!.id)!;
    for (const token of c) expect((await click(token)).status).toBe(302);
    await counter.flush();
    expect(counter.waiting()).toBe(4);
    ahead = 60_000;
    await counter.flush();
    expect(counter.waiting()).toBe(0);
    expect((await countsOf()).map(({ total }) => total)).toEqual([0, 1, 4, 0]);
    await click(c[3]!);
    await counter.flush();
    expect((await countsOf())[3]).toMatchObject({ total: 1, members: 1 });
  });

  it("a forged, tampered, foreign or unknown link is Next.js's 404 page, never a redirect", async () => {
    const [token] = tokensOf.get(members[3]!.id)!;
    const [linkId, deliveryId, signature] = token!.split(".");
    const delivery = await handle.db
      .select({ id: mailDeliveries.id })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.userId, members[3]!.id));
    expect(Number(deliveryId)).toBe(delivery[0]!.id);
    for (const bad of [
      `${linkId}.${Number(deliveryId) + 1}.${signature}`,
      `${Number(linkId) + 1}.${deliveryId}.${signature}`,
      `${linkId}.${deliveryId}.${signature!.slice(0, -2)}AA`,
      "1.1.AAAAAAAAAAAAAAAAAAAAAA",
      createClickToken({ linkId: 999_999, deliveryId: Number(deliveryId) }),
      `${token}/..%2F..%2Fevil.example`,
      "https:%2F%2Fevil.example",
    ]) {
      const response = await click(bad);
      expect([bad, response.status, response.headers.get("location")]).toEqual([bad, 404, null]);
      expect(await response.text()).toContain("our 404 page");
    }
  });

  it("the counts of a copy whose member is gone are dropped by the write, not an error", async () => {
    const [token] = tokensOf.get(members[3]!.id)!;
    ahead = 60_000;
    await click(token!);
    await handle.db.delete(mailDeliveries).where(eq(mailDeliveries.userId, members[3]!.id));
    await counter.flush();
    expect((await countsOf())[0]).toMatchObject({ total: 0, members: 0 });
    expect(counter.waiting()).toBe(0);
  });

  it("the editor's figures: delivered, bounced, clicks per link and members who clicked, unsubscribes, members and subscriptions it brought", async () => {
    await handle.db
      .update(mailPreferences)
      .set({ newPosts: false, updatedAt: new Date() })
      .where(eq(mailPreferences.userId, members[1]!.id));
    const joined = await createUser(handle.db);
    await handle.db.insert(attributions).values([
      {
        subject: "member",
        userId: joined.id,
        utmSource: "groundwork",
        utmMedium: "email",
        utmCampaign: "counted-not-watched",
        channel: "newsletter",
      },
      { subject: "member", userId: members[0]!.id, utmCampaign: "counted-not-watched", channel: "direct" },
    ]);
    const stats = await getNewsletterStats({ actor: editor, postId });
    expect(stats).toMatchObject({ delivered: 3, bounced: 0, clicks: 6, clickingMembers: 3, unsubscribes: 1, members: 1, subscriptions: 0 });
    expect(stats.links.map(({ url, clicks, members }) => [new URL(url).pathname, clicks, members])).toEqual([
      ["/essay", 4, 2],
      ["/tags/habits", 1, 1],
      ["/posts/counted-not-watched", 1, 1],
      ["/", 0, 0],
    ]);
  });
});
