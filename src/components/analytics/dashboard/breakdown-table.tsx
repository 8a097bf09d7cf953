import type { ReactNode } from "react";

export type BreakdownItem = { label: ReactNode; key: string; events: number; visitors: number };

/** A top list as a real table: name, count and unique visitors. */
export function BreakdownTable({
  title,
  items,
  countLabel = "Views",
  empty = "Nothing recorded in this range.",
}: {
  title: string;
  items: BreakdownItem[];
  countLabel?: string;
  empty?: string;
}) {
  return (
    <section className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-labelledby={`${slug(title)}-title`}>
      <h2 id={`${slug(title)}-title`} className="mb-2 font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>
      ) : (
        // Fixed layout: the counts take what they need and the name gets the rest of the width.
        <table className="w-full table-fixed text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Name
              </th>
              <th scope="col" className="w-20 py-1 text-right font-medium">
                {countLabel}
              </th>
              <th scope="col" className="w-20 py-1 text-right font-medium">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key} className="border-t border-zinc-200 dark:border-zinc-800">
                <th scope="row" className="truncate py-1 pr-2 font-normal" title={typeof item.label === "string" ? item.label : undefined}>
                  {item.label}
                </th>
                <td className="py-1 text-right tabular-nums">{item.events}</td>
                <td className="py-1 text-right tabular-nums">{item.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
