/**
 * What real posts carry and the essays do not: an address pasted whole and a table wider than
 * a phone. The newest published post ends with both, so every screen width is tried on them
 * (tests/e2e/reading-comfort.spec.ts finds the post by the address).
 */
export const sampleLongUrl =
  "https://www.example.org/research/2026/habit-formation-in-everyday-life-a-longitudinal-study-of-ninety-six-volunteers-over-twelve-weeks?utm_source=groundwork&utm_medium=newsletter&utm_campaign=weekly-reading";

export function withReadingAids(bodyMarkdown: string): string {
  const week = [
    "## The plan at a glance",
    "",
    "A week of it, if you like to see the whole thing at once:",
    "",
    "| Part of the day | Monday | Tuesday | Wednesday | Thursday | Friday | Saturday | Sunday |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    "| Morning | Two minutes, first thing | Two minutes, first thing | Three minutes after coffee | Three minutes after coffee | Five minutes, unhurried | Rest, or a short walk | Look back at the week |",
    "| Evening | Lay out what you need | Lay out what you need | Note one thing that helped | Note one thing that helped | Plan next week's first step | Nothing at all | Choose one thing to keep |",
    "",
    "## Further reading",
    "",
    `The study behind the twelve-week figure is worth an evening: ${sampleLongUrl}`,
  ].join("\n");
  return `${bodyMarkdown.trimEnd()}\n\n${week}\n`;
}
