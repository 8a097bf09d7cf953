/**
 * What React and recharts write into the server's HTML that is theirs, not ours, made valid
 * before html-validate reads the page — each by an exact pattern, so a change in their output
 * shows up as a failure to look at, not as a silent pass. Everything of ours inside stays.
 *
 * - React streams a Suspense boundary's rows as `<table hidden><tr id="S:n">…</tr></table>`
 *   (no tbody): the rows are kept, wrapped in one.
 * - recharts' ResponsiveContainer renders an empty, inline-styled measuring box on the server
 *   (the chart itself is drawn in the browser): it is kept without its styles.
 */
export function withoutThirdPartyMarkup(html: string): string {
  return html
    .replace(/<table hidden>(<tr id="S:[^"]+">[\s\S]*?<\/tr>)<\/table>/g, "<table hidden><tbody>$1</tbody></table>")
    .replace(
      /<div class="recharts-responsive-container" style="width:100%;height:100%;min-width:0"><div style="width:0;height:0;overflow:visible"><\/div><\/div>/g,
      '<div class="recharts-responsive-container"></div>',
    );
}
