import { describeHrefProblem, type LinkRules, type SiteLink } from "./site-link";

export type LinkLinesResult = { links: SiteLink[]; problem: null } | { links: null; problem: string };

/**
 * The links as an owner types them in the settings form, one a line: `Label | address`.
 * Blank lines are skipped; the first bad line is named by its number.
 */
export function parseLinkLines(text: string, options: LinkRules & { max: number }): LinkLinesResult {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "");
  if (lines.length > options.max) return { links: null, problem: `Up to ${options.max} links (${lines.length} given).` };
  const links: SiteLink[] = [];
  for (const { line, number } of lines) {
    const bar = line.indexOf("|");
    if (bar < 0) return { links: null, problem: `Line ${number}: write the label, a | and the address, like "About | /about".` };
    const label = line.slice(0, bar).trim();
    const href = line.slice(bar + 1).trim();
    if (label === "") return { links: null, problem: `Line ${number}: give the link a label before the |.` };
    if (label.length > 40) return { links: null, problem: `Line ${number}: keep the label under 40 characters.` };
    if (/[\u0000-\u001f\u007f]/.test(label)) return { links: null, problem: `Line ${number}: the label has a control character.` };
    const problem = describeHrefProblem(href, options);
    if (problem) return { links: null, problem: `Line ${number}: ${problem}` };
    links.push({ label, href });
  }
  return { links, problem: null };
}

/** The links back as form text, for the settings form's initial value. */
export function formatLinkLines(links: readonly SiteLink[]): string {
  return links.map((link) => `${link.label} | ${link.href}`).join("\n");
}
