import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setEnvForTests } from "@/server/env";
import { buildMimeMessage, personalizeMessage } from "@/server/mail/build-mime-message";
import { fillUnsubscribeLink, unsubscribeMarker } from "@/server/mail/mail-layout";
import { renderPostMail, type PostForMail } from "@/server/newsletter/render-post-mail";
import { mailImageUrl } from "@/server/newsletter/mail-image-url";
import { saveCoverImage } from "@/server/uploads/save-cover-image";
import { readUpload } from "@/server/uploads/read-upload";
import { decodeQuotedPrintable } from "../../support/smtp";

const site = "https://news.example.test";
const unsubscribe = `${site}/unsubscribe?token=${"eyJ1IjoiYWJjIn0".repeat(6)}.c2ln`;

/** Every href and src in an HTML part, as a mail client reads it. */
const addresses = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);

describe("newsletters as mail clients show them", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "groundwork-mail-"));
    setEnvForTests({ DATA_DIR: dataDir, SITE_URL: site });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const post: PostForMail = {
    slug: "small-steps",
    title: "Small steps",
    excerpt: "Start small.",
    bodyMarkdown:
      "Start here.\n\n![A field](/uploads/covers/0b5c7c1e-1111-4222-8333-444455556666-1600.webp)\n\n![Elsewhere](https://cdn.example.org/a.webp)",
    coverImageUrl: "/uploads/covers/0b5c7c1e-1111-4222-8333-444455556666-1600.webp",
    coverImageAlt: "A field",
    authorName: "Maya",
  };

  it("our images are asked for as JPEG, never WebP; another site's are left alone", () => {
    const mail = renderPostMail(post, { siteName: "Groundwork" });
    const images = [...mail.html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1]);
    expect(images).toEqual([
      `${site}/uploads/covers/0b5c7c1e-1111-4222-8333-444455556666-1600.jpg`,
      `${site}/uploads/covers/0b5c7c1e-1111-4222-8333-444455556666-1600.jpg`,
      "https://cdn.example.org/a.webp",
    ]);
    expect(mailImageUrl(`${site}/posts/x.webp`, site)).toBe(`${site}/posts/x.webp`);
  });

  it("the uploads route makes the JPEG copy of a stored WebP on first request", async () => {
    const png = await sharp({ create: { width: 900, height: 500, channels: 4, background: { r: 0, g: 128, b: 64, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const saved = await saveCoverImage({ actor: { id: "e", role: "editor" }, bytes: png });
    const segments = saved.url
      .replace("/uploads/", "")
      .replace(/\.webp$/, ".jpg")
      .split("/");
    const copy = await readUpload(segments);
    expect(copy?.contentType).toBe("image/jpeg");
    const meta = await sharp(copy!.body).metadata();
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(["jpeg", 900, false]);
    expect(await readUpload(["covers", "no-such-image-1600.jpg"])).toBeNull();
  });

  it("no whitespace inside any link address, through the built MIME message and the outbox alike", async () => {
    const mail = renderPostMail(post, { siteName: "Groundwork" });
    // The built message for many recipients (a mail whose marker nodemailer keeps whole: else
    // the sender composes each message, the path the outbox takes below).
    const html = `<p>${"Thanks for reading. ".repeat(30)}</p><p><a href="\n${unsubscribeMarker}\n" style="color:#71717a">Unsubscribe</a></p>`;
    const built = await buildMimeMessage({
      from: "Groundwork <news@example.test>",
      subject: "Notes",
      html,
      text: `Bye\n${unsubscribeMarker}\n`,
    });
    expect(built).not.toBeNull();
    const raw = personalizeMessage(built!, "ada@example.test", unsubscribe);
    const encodedHtml = raw.slice(raw.indexOf("Content-Type: text/html"));
    expect(encodedHtml.split("\r\n").filter((line) => line.length > 76)).toEqual([]);
    const htmlPart = decodeQuotedPrintable(encodedHtml);
    expect(addresses(htmlPart)).toEqual([unsubscribe]);
    // The text part keeps the address on a line of its own.
    expect(decodeQuotedPrintable(raw)).toContain(`\n${unsubscribe}\r\n`);

    const filled = fillUnsubscribeLink(mail.html, unsubscribe, true);
    expect(addresses(filled)).toContain(unsubscribe.replaceAll("&", "&amp;"));
    expect(addresses(filled).filter((link) => /\s/.test(link))).toEqual([]);
  });

  it("the test email's footer says it is a test, in both parts", () => {
    const mail = renderPostMail(post, { siteName: "Groundwork", isTest: true });
    expect(mail.subject).toBe("[Test] Small steps");
    expect(mail.html).toContain("This is a test email");
    expect(mail.text).toMatch(/-- \nThis is a test email/);
    expect(renderPostMail(post, { siteName: "Groundwork" }).text).not.toContain("test email");
  });
});
