const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The five XML escapes and numeric character references; any other &name; stays as written. */
export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const blockStart = /^<(p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|hr|!--|iframe|img)\b/i;

/**
 * WordPress's classic editor stores paragraphs as text separated by blank lines (its wpautop
 * adds the <p> when showing them): wrap each such run that is not already a block element.
 */
export function wordpressParagraphs(html: string): string {
  return html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (blockStart.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>")}</p>`))
    .join("\n");
}
