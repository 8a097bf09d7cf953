import { paywallMarker } from "./paywall-preview";

export type TextChange = { from: number; to: number; insert: string };

/**
 * The edits that put the paywall marker at `pos` on its own line, between blank lines, and take
 * out any marker line already there (a post has one cut; the first one would win anyway). The
 * marker goes after the line the cursor is on, so a paragraph is never split. Positions are in
 * the original text, as CodeMirror's change sets take them.
 */
export function paywallMarkerChanges(doc: string, pos: number): { changes: TextChange[]; cursor: number } {
  const at = Math.max(0, Math.min(pos, doc.length));
  const removals: TextChange[] = [];
  let cursorLine: TextChange | null = null;
  let lineStart = 0;
  for (const line of doc.split("\n")) {
    const lineEnd = lineStart + line.length;
    const isCursorLine = at >= lineStart && at <= lineEnd;
    if (line.trim() === paywallMarker) {
      const removal = { from: lineStart, to: endOfRemoval(doc, lineStart, lineEnd), insert: "" };
      if (isCursorLine) cursorLine = removal;
      else removals.push(removal);
    }
    lineStart = lineEnd + 1;
  }
  // The cursor is on a marker already: it stays, and the others go.
  if (cursorLine) return { changes: removals, cursor: at - removedBefore(removals, at) };

  const nextBreak = doc.indexOf("\n", at);
  const insertAt = nextBreak === -1 ? doc.length : nextBreak;
  const before = doc.slice(0, insertAt);
  const lead = before.trim() === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const after = doc.slice(insertAt);
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}${paywallMarker}${trail}`;
  const changes = [...removals, { from: insertAt, to: insertAt, insert }].sort((a, b) => a.from - b.from || a.to - b.to);
  return { changes, cursor: insertAt - removedBefore(removals, insertAt) + insert.length };
}

/** The marker line, and the blank lines after it when a blank line precedes it (paragraphs stay apart, no gap doubles). */
function endOfRemoval(doc: string, lineStart: number, lineEnd: number): number {
  let to = Math.min(doc.length, lineEnd + 1);
  if (lineStart === 0 || doc.slice(lineStart - 2, lineStart) === "\n\n") while (doc[to] === "\n") to += 1;
  return to;
}

function removedBefore(removals: TextChange[], pos: number): number {
  return removals.filter((change) => change.to <= pos).reduce((sum, change) => sum + (change.to - change.from), 0);
}

/** Applies changes given in original positions (what a test or a plain textarea needs). */
export function applyTextChanges(doc: string, changes: TextChange[]): string {
  let result = "";
  let last = 0;
  for (const change of [...changes].sort((a, b) => a.from - b.from)) {
    result += doc.slice(last, change.from) + change.insert;
    last = change.to;
  }
  return result + doc.slice(last);
}
