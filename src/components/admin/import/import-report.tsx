import type { ImportRunJson } from "@/lib/import-run-json";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The dry run's report: what the file holds and what importing it would do to this site. */
export function ImportReport({ report }: { report: ImportRunJson["report"] }) {
  const { summary } = report;
  const rows: [string, string][] = [
    ["Format", summary.format],
    [
      "Posts",
      `${report.posts.create} to import: ${summary.posts.published} published, ${summary.posts.scheduled} scheduled, ${plural(summary.posts.drafts, "draft")} (${summary.posts.public} public, ${summary.posts.members} for members, ${summary.posts.paid} paid)${report.posts.unchanged ? `; ${report.posts.unchanged} already imported` : ""}`,
    ],
    [
      "Skipped",
      summary.skipped.length ? summary.skipped.map((item) => `${item.kind} “${item.title}” (${item.reason})`).join("; ") : "nothing",
    ],
    ["Tags", String(summary.tags)],
    [
      "Authors",
      `${report.authors.matched} matched, ${report.authors.create.length} to create as editors${report.authors.create.length ? ` (${report.authors.create.join(", ")})` : ""}, ${report.authors.toImporter.length} credited to you`,
    ],
    [
      "Members",
      `${report.members.create} new, ${report.members.existing} already have an account, ${report.members.unchanged} already imported; ${summary.members.paid} paid, ${summary.members.complimentary} complimentary, ${summary.members.optedIn} receiving email`,
    ],
    ["Images", `${summary.images.remote} to fetch, ${summary.images.inArchive} in the archive`],
    [
      "Old links",
      `${report.redirects.create} to redirect${report.redirects.taken.length ? `, ${report.redirects.taken.length} already taken` : ""}`,
    ],
  ];
  const warnings = [
    ...report.posts.renamed.map((rename) => ({ item: rename.title, message: `slug “${rename.from}” is taken; it becomes “${rename.to}”` })),
    ...summary.warnings,
  ];
  return (
    <section aria-labelledby="import-report-title" className="mt-6">
      <h2 id="import-report-title" className="text-lg font-semibold">
        What the file holds
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd data-testid={`report-${label.toLowerCase().replace(/\s+/g, "-")}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold">{warnings.length ? `Warnings (${warnings.length})` : "No warnings"}</h3>
      {warnings.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {warnings.map((warning, index) => (
            <li key={index}>
              <span className="font-medium">{warning.item}</span>: {warning.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
