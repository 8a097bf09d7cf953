import type { ImportPlan } from "./plan-import";

/** The dry-run report as lines of text (the command line prints it; the admin page lays out the same facts). */
export function describeImportPlan(plan: ImportPlan): string[] {
  const { summary } = plan;
  const lines = [
    `Format: ${summary.format}`,
    `Posts: ${plan.posts.create} to import (${summary.posts.published} published, ${summary.posts.scheduled} scheduled, ${summary.posts.drafts} drafts; ${summary.posts.public} public, ${summary.posts.members} members, ${summary.posts.paid} paid), ${plan.posts.unchanged} already imported`,
    `Skipped: ${summary.skipped.length}${summary.skipped.length ? ` (${summary.skipped.map((item) => `${item.kind} “${item.title}”`).join(", ")})` : ""}`,
    `Tags: ${summary.tags}; authors: ${plan.authors.matched} matched, ${plan.authors.create.length} to create as editors, ${plan.authors.toImporter.length} credited to you`,
    `Members: ${plan.members.create} new, ${plan.members.existing} already have an account, ${plan.members.unchanged} already imported (${summary.members.paid} paid, ${summary.members.complimentary} complimentary, ${summary.members.optedIn} receiving email)`,
    `Images: ${summary.images.remote} to fetch, ${summary.images.inArchive} in the archive; old links: ${plan.redirects.create} to redirect${plan.redirects.taken.length ? `, ${plan.redirects.taken.length} already taken` : ""}`,
  ];
  for (const rename of plan.posts.renamed) lines.push(`Slug “${rename.from}” is taken: “${rename.title}” becomes “${rename.to}”`);
  for (const warning of summary.warnings) lines.push(`Warning — ${warning.item}: ${warning.message}`);
  return lines;
}
