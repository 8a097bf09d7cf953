import { describe, expect, it } from "vitest";
import { buildMimeMessage, encodeQuotedPrintableLine, personalizeMessage } from "@/server/mail/build-mime-message";
import { unsubscribeMarker } from "@/server/mail/mail-layout";
import { decodeQuotedPrintable } from "../../support/smtp";

const url = `https://news.example.test/unsubscribe?token=${"eyJ1IjoiYWJjIiwicyI6InBvc3RzIn0".repeat(4)}.c2lnbmF0dXJl&x=1`;

describe("a mail's MIME message, built once and personalized per recipient", () => {
  it("encodes a link on a line of its own as quoted-printable that decodes back to it, no line past 76 characters", () => {
    for (const text of [url, `${url}/ünïcode/${"=".repeat(40)}`]) {
      const encoded = encodeQuotedPrintableLine(text);
      expect(encoded.split("\r\n").every((line) => line.length <= 76)).toBe(true);
      expect(Buffer.from(decodeQuotedPrintable(encoded), "latin1").toString("utf8")).toBe(text);
    }
  });

  it("puts each recipient's address, message id and link into the one built message, in both parts and the header", async () => {
    const body = "Thanks for reading. ".repeat(30);
    const built = await buildMimeMessage({
      from: "Groundwork <news@example.test>",
      subject: "Weekly notes",
      html: `<p>${body}</p><a href="\n${unsubscribeMarker}\n">Unsubscribe</a>`,
      text: `${body}\n${unsubscribeMarker}\n`,
    });
    expect(built).not.toBeNull();
    const one = personalizeMessage(built!, "ada@example.test", url);
    const two = personalizeMessage(built!, "bob@example.test", `${url}-bob`);
    expect(one).toMatch(/^To: ada@example\.test\r$/m);
    expect(one).toContain(`List-Unsubscribe: <${url}>`);
    expect(decodeQuotedPrintable(one).split(url).length - 1).toBeGreaterThanOrEqual(3);
    expect(two).toMatch(/^To: bob@example\.test\r$/m);
    expect(/^Message-ID: (.*)$/m.exec(one)?.[1]).not.toBe(/^Message-ID: (.*)$/m.exec(two)?.[1]);
    expect(one).not.toContain("placeholder");
  });
});
