import "server-only";
import { randomUUID } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer";
import { encode as encodeQuotedPrintable, wrap as wrapQuotedPrintable } from "nodemailer/lib/qp";
import { unsubscribeMarker } from "./mail-layout";

/**
 * A mail's MIME message built once for all its recipients: composing (encoding the HTML and
 * text parts) costs milliseconds a message, ten thousand times over, on the server's event
 * loop; putting a recipient's address, message id and unsubscribe link into a built message
 * is a few string replacements. The body marker sits alone on its line (see mail-layout), so
 * quoted-printable wrapping never splits it; each link is encoded for the part it lands in.
 */
export type PrebuiltMail = { envelopeFrom: string; segments: string[]; encodings: ("quoted-printable" | "plain")[] };

const toPlaceholder = "recipient@placeholder.invalid";
const idPlaceholder = "message-id-placeholder";
const headerUrlPlaceholder = "https://unsubscribe.placeholder.invalid/";

export async function prebuildMail(mail: { from: string; subject: string; html: string; text: string }): Promise<PrebuiltMail | null> {
  const node = new MailComposer({
    from: mail.from,
    to: toPlaceholder,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${idPlaceholder}@groundwork>`,
    textEncoding: "quoted-printable",
    headers: { "List-Unsubscribe": `<${headerUrlPlaceholder}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  }).compile();
  const raw = (await node.build()).toString("utf8");
  const segments = raw.split(unsubscribeMarker);
  // Anything unexpected (the marker encoded away, a placeholder folded): compose per message.
  const once = (needle: string) => raw.split(needle).length === 2;
  if (segments.length !== 3 || !once(toPlaceholder) || !once(idPlaceholder) || !once(headerUrlPlaceholder)) return null;
  const encodings = segments.slice(0, -1).map((before) => {
    const declared = before.slice(before.lastIndexOf("Content-Transfer-Encoding:")).split("\r\n")[0] ?? "";
    return declared.includes("quoted-printable") ? ("quoted-printable" as const) : ("plain" as const);
  });
  return { envelopeFrom: node.getEnvelope().from || "", segments, encodings };
}

/** The built message for one recipient. */
export function personalizeMail(prebuilt: PrebuiltMail, to: string, unsubscribeUrl: string): string {
  let raw = prebuilt.segments[0]!;
  prebuilt.segments.slice(1).forEach((segment, i) => {
    const link =
      prebuilt.encodings[i] === "quoted-printable" ? wrapQuotedPrintable(encodeQuotedPrintable(unsubscribeUrl), 76) : unsubscribeUrl;
    raw += link + segment;
  });
  return raw.replace(toPlaceholder, to).replace(idPlaceholder, randomUUID()).replace(headerUrlPlaceholder, unsubscribeUrl);
}
