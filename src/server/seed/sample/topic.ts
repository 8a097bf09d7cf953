import type { SampleAuthorHandle } from "./people";
import type { SampleTagSlug } from "./tags";

/**
 * The raw material of one subject. Each of the five post ideas gets its own title, excerpt
 * and opening; the ten principles are dealt out two per post, so no two sample posts share a
 * section. Rules and steps are short imperative sentences that read well in a list, a table
 * or a reader's story.
 */
export type Topic = {
  tag: SampleTagSlug;
  relatedTags: SampleTagSlug[];
  author: SampleAuthorHandle;
  /** How generic sentences name the subject, e.g. "deep work". */
  label: string;
  posts: { title: string; excerpt: string; hook: string }[];
  principles: { heading: string; body: string }[];
  quotes: string[];
  steps: string[];
  rules: { old: string; better: string }[];
};
