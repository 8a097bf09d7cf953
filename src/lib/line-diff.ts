export type DiffLine = { kind: "same" | "added" | "removed"; text: string };

/**
 * A line diff from `before` to `after` by longest common subsequence, after trimming the
 * common head and tail (most edits touch a few lines). Quadratic in the changed middle only:
 * fine for posts; past `maxCells` it shows the middle as removed then added instead.
 */
export function diffLines(before: string, after: string, maxCells = 4_000_000): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = a.slice(0, start).map((text): DiffLine => ({ kind: "same", text }));
  const tail = a.slice(endA).map((text): DiffLine => ({ kind: "same", text }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  return [...head, ...diffMiddle(midA, midB, maxCells), ...tail];
}

function diffMiddle(a: string[], b: string[], maxCells: number): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: "removed", text });
  const added = (text: string): DiffLine => ({ kind: "added", text });
  if ((a.length + 1) * (b.length + 1) > maxCells) return [...a.map(removed), ...b.map(added)];
  // lengths[i][j]: LCS length of a[i..] and b[j..], in one flat array.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) out.push(removed(a[i++]!));
    else out.push(added(b[j++]!));
  }
  while (i < a.length) out.push(removed(a[i++]!));
  while (j < b.length) out.push(added(b[j++]!));
  return out;
}
