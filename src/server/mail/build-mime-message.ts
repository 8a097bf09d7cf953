import "server-only";
import { randomUUID } from "node:crypto";
import { createTransport } from "nodemailer";
import { unsubscribeMarker } from "./mail-layout";

/**
 * A mail's MIME message built once for all its recipients: composing (encoding the HTML and
 * text parts) costs milliseconds a message, ten thousand times over; putting a recipient's
 * address, message id and unsubscribe link into a built message is a few string replacements.
 * The body marker sits alone on its line (see mail-layout), so quoted-printable wrapping never
 * splits it; each link is encoded for the part it lands in. Built by nodemailer's public
 * stream transport (it returns the message instead of sending it).
 */
export type BuiltMessage = { envelopeFrom: string; segments: string[]; encodings: ("quoted-printable" | "plain")[] };

const toPlaceholder = "recipient@placeholder.invalid";
const idPlaceholder = "message-id-placeholder";
const headerUrlPlaceholder = "https://unsubscribe.placeholder.invalid/";

const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });

export async function buildMimeMessage(mail: { from: string; subject: string; html: string; text: string }): Promise<BuiltMessage | null> {
  const info = await composer.sendMail({
    from: mail.from,
    to: toPlaceholder,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${idPlaceholder}@groundwork>`,
    textEncoding: "quoted-printable",
    headers: { "List-Unsubscribe": `<${headerUrlPlaceholder}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  const raw = Buffer.isBuffer(info.message) ? info.message.toString("utf8") : "";
  const segments = raw.split(unsubscribeMarker);
  // Anything unexpected (the marker encoded away, a placeholder folded): the sender composes per message.
  const once = (needle: string) => raw.split(needle).length === 2;
  if (segments.length !== 3 || !once(toPlaceholder) || !once(idPlaceholder) || !once(headerUrlPlaceholder)) return null;
  const encodings = segments.slice(0, -1).map((before) => {
    const declared = before.slice(before.lastIndexOf("Content-Transfer-Encoding:")).split("\r\n")[0] ?? "";
    return declared.includes("quoted-printable") ? ("quoted-printable" as const) : ("plain" as const);
  });
  return { envelopeFrom: info.envelope.from || "", segments: joinLinkAddress(segments, encodings), encodings };
}

/**
 * In an HTML part the marker stands inside `href="…"` on a line of its own: the hard line breaks
 * around it would put whitespace into the link's address once decoded. Quoted-printable's soft
 * line break (`=` at a line's end) keeps the marker on its own encoded line and decodes to nothing.
 */
function joinLinkAddress(segments: string[], encodings: ("quoted-printable" | "plain")[]): string[] {
  const joined = [...segments];
  encodings.forEach((encoding, i) => {
    const before = joined[i]!;
    const after = joined[i + 1]!;
    if (encoding !== "quoted-printable" || !before.endsWith('"\r\n') || !after.startsWith('\r\n"')) return;
    // Lines stay within 76 characters: a full one breaks (softly) before its quote.
    const lastLine = before.slice(before.lastIndexOf("\r\n", before.length - 3) + 2, -2);
    joined[i] = lastLine.length >= 76 ? `${before.slice(0, -3)}=\r\n"=\r\n` : `${before.slice(0, -2)}=\r\n`;
    joined[i + 1] = `=${after}`;
  });
  return joined;
}

/**
 * Quoted-printable (RFC 2045) for text standing on a line of its own: every byte outside
 * printable ASCII, and `=`, escaped; soft line breaks keep lines within 76 characters and never
 * cut an escape.
 */
export function encodeQuotedPrintableLine(text: string): string {
  const encoded = [...Buffer.from(text, "utf8")]
    .map((byte) =>
      byte >= 0x21 && byte <= 0x7e && byte !== 0x3d ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
  const lines: string[] = [];
  let rest = encoded;
  while (rest.length > 76) {
    let cut = 75;
    const escape = rest.lastIndexOf("=", cut - 1);
    if (escape > cut - 3) cut = escape;
    lines.push(`${rest.slice(0, cut)}=`);
    rest = rest.slice(cut);
  }
  lines.push(rest);
  return lines.join("\r\n");
}

/** The built message for one recipient. */
export function personalizeMessage(built: BuiltMessage, to: string, unsubscribeUrl: string): string {
  let raw = built.segments[0]!;
  built.segments.slice(1).forEach((segment, i) => {
    raw += (built.encodings[i] === "quoted-printable" ? encodeQuotedPrintableLine(unsubscribeUrl) : unsubscribeUrl) + segment;
  });
  return raw.replace(toPlaceholder, to).replace(idPlaceholder, randomUUID()).replace(headerUrlPlaceholder, unsubscribeUrl);
}
