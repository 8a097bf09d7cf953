/**
 * What `\s+` → " " changes: a run of two or more, or one whitespace that is not a space. The
 * same result as replacing every run, without a replacement at each of the text's spaces
 * (this pass was most of a snippet's cost).
 */
const collapsibleWhitespace = /\s{2,}|[^\S ]/g;

/** Markdown to the plain text a snippet shows: no syntax, links as their text. */
export function markdownToPlainText(markdown: string): string {
  // Each of these patterns needs its marker (a fence, "](", "#"): prose without them skips those passes.
  let text = markdown;
  if (text.includes("```")) text = text.replace(/```[^\n]*\n([\s\S]*?)```/g, "$1");
  if (text.includes("](")) text = text.replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
  // A heading runs into the paragraph after it once lines are joined: end it as a sentence.
  if (text.includes("#")) {
    text = text.replace(/^\s{0,3}#{1,6}\s+(.*?)[\s#]*$/gm, (_, heading: string) =>
      /[.!?:…]$/.test(heading) || heading === "" ? heading : `${heading}.`,
    );
  }
  return text
    .replace(/^\s{0,3}(>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(collapsibleWhitespace, " ")
    .trim();
}
