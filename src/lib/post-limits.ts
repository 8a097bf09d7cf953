/** Longest title and written excerpt a post may have: the editor's counters and the server's check share them. */
export const postTitleMaxLength = 200;
export const postExcerptMaxLength = 500;

/** How a field's length reads under it ("12 / 200") and whether it is over (counted as the server counts: trimmed). */
export function describeFieldLength(value: string, max: number): { length: number; isOver: boolean; text: string } {
  const length = value.trim().length;
  const isOver = length > max;
  return { length, isOver, text: isOver ? `${length} / ${max}: ${length - max} over the limit` : `${length} / ${max}` };
}
