/**
 * A comment is plain text: paragraphs (a blank line between), line breaks, and web addresses
 * made clickable. Nothing else is rendered: HTML, Markdown and scripts stay text. Client-safe:
 * the server validates with it and the browser and the mails render with it.
 */

/** One piece of a line: text, or a link whose text is the address as written. */
export type CommentSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };
/** A paragraph's lines, each a list of segments. */
export type CommentParagraph = CommentSegment[][];

// Controls other than tab and line feed (NUL, escape, bidi overrides are kept out of stored text).
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

/** Line endings unified, controls dropped, spaces at line ends and runs of blank lines trimmed. */
export function normalizeCommentText(raw: string): string {
  return raw
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(controlCharacters, "")
    .replace(/\t/g, "  ")
    .replace(/[ \u00A0]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** How many addresses the text holds (what would become links). */
export function countCommentLinks(text: string): number {
  return text.match(linkPattern)?.length ?? 0;
}

/** Paragraphs, lines and segments of a stored comment's text. */
export function parseCommentText(text: string): CommentParagraph[] {
  return text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => paragraph.split("\n").map(parseLine));
}

function parseLine(line: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of line.matchAll(linkPattern)) {
    const raw = trimTrailingPunctuation(match[0]);
    const href = toHref(raw);
    if (!href) continue;
    const start = match.index;
    if (start > last) segments.push({ kind: "text", text: line.slice(last, start) });
    segments.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < line.length) segments.push({ kind: "text", text: line.slice(last) });
  return segments;
}

/** "see https://example.com/a)." → the address without the sentence's ")." (a ")" it opened stays). */
function trimTrailingPunctuation(raw: string): string {
  let end = raw.length;
  for (;;) {
    const char = raw[end - 1];
    if (!char) break;
    if (".,;:!?'\"".includes(char)) end -= 1;
    else if (char === ")" && count(raw.slice(0, end), "(") < count(raw.slice(0, end), ")")) end -= 1;
    else if (char === "]" && count(raw.slice(0, end), "[") < count(raw.slice(0, end), "]")) end -= 1;
    else break;
  }
  return raw.slice(0, end);
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** An http(s) address with a host, or null (what is not one stays text). */
function toHref(raw: string): string | null {
  const candidate = /^www\./i.test(raw) ? `https://${raw}` : raw;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** What links in comments carry: written by readers, not endorsed, opening no window handle. */
export const commentLinkRel = "nofollow ugc noopener";
