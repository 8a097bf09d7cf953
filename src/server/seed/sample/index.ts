import { paywallMarker } from "@/lib/paywall-preview";
import type { PostAccess } from "@/lib/post-access";
import { computeReadingMinutes } from "@/lib/reading-time";
import type { PostStatus } from "@/server/db/schema";
import { createRandom, slugify } from "../prng";
import { composePost } from "./compose";
import { withReadingAids } from "./reading-aids";
import type { SampleAuthorHandle } from "./people";
import type { SampleTagSlug } from "./tags";
import type { Topic } from "./topic";
import { deepWork } from "./topics/deep-work";
import { discipline } from "./topics/discipline";
import { focus } from "./topics/focus";
import { goalSetting } from "./topics/goal-setting";
import { gratitude } from "./topics/gratitude";
import { habits } from "./topics/habits";
import { journaling } from "./topics/journaling";
import { mindset } from "./topics/mindset";
import { motivation } from "./topics/motivation";
import { resilience } from "./topics/resilience";
import { selfCompassion } from "./topics/self-compassion";
import { sleep } from "./topics/sleep";
import { stoicism } from "./topics/stoicism";

export { allSampleAccounts, sampleAccounts, sampleAuthors } from "./people";
export { sampleTags } from "./tags";
export { sampleLongUrl } from "./reading-aids";

const sampleTopics: Topic[] = [
  habits,
  focus,
  discipline,
  resilience,
  gratitude,
  stoicism,
  journaling,
  sleep,
  deepWork,
  motivation,
  selfCompassion,
  goalSetting,
  mindset,
];

export type SamplePost = {
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  readingMinutes: number;
  access: PostAccess;
  status: PostStatus;
  publishedAt: Date | null;
  authorHandle: SampleAuthorHandle;
  tagSlugs: SampleTagSlug[];
};

const SAMPLE_SEED = 20_240_601;
const DAY = 86_400_000;
const DRAFTS = 3;
const SCHEDULED_IN_DAYS = [2, 7];

/**
 * The sample publication relative to `now`: 3 drafts, 2 posts scheduled 2 and 7 days ahead,
 * and the rest published, spread over the two years before `now`. Deterministic for a given
 * `now` (only the dates move with it).
 */
export function buildSamplePosts(now: Date): SamplePost[] {
  const random = createRandom(SAMPLE_SEED);
  const authorHandles = [...new Set(sampleTopics.map((topic) => topic.author))];
  const used = new Set<string>();
  const composed = sampleTopics.flatMap((topic) =>
    topic.posts.map((_, index) => {
      const post = composePost(topic, index, random, used);
      const authorHandle = random.chance(0.75) ? topic.author : random.pick(authorHandles);
      const tagSlugs = [topic.tag, ...random.sample(topic.relatedTags, random.int(1, 2))];
      return { ...post, slug: slugify(post.title), authorHandle, tagSlugs };
    }),
  );
  const ordered = random.shuffle(composed);
  const published = ordered.length - DRAFTS - SCHEDULED_IN_DAYS.length;
  const spacing = (730 * DAY) / published;

  return ordered.map((post, i): SamplePost => {
    const readingMinutes = computeReadingMinutes(post.bodyMarkdown);
    if (i < DRAFTS) return { ...post, readingMinutes, access: "public", status: "draft", publishedAt: null };
    if (i < DRAFTS + SCHEDULED_IN_DAYS.length) {
      const days = SCHEDULED_IN_DAYS[i - DRAFTS]!;
      return { ...post, readingMinutes, access: "public", status: "scheduled", publishedAt: new Date(now.getTime() + days * DAY) };
    }
    // Newest first: post k of the published ones is about k * spacing old, give or take a few hours.
    const k = i - DRAFTS - SCHEDULED_IN_DAYS.length;
    const age = (k + 0.5) * spacing + random.int(-6, 6) * 3_600_000;
    const { access, bodyMarkdown } = sampleAccess(k, k === 0 ? withReadingAids(post.bodyMarkdown) : post.bodyMarkdown);
    return {
      ...post,
      bodyMarkdown,
      readingMinutes: k === 0 ? computeReadingMinutes(bodyMarkdown) : readingMinutes,
      access,
      status: "published",
      publishedAt: new Date(now.getTime() - age),
    };
  });
}

/**
 * Who may read published post k (newest first): one in five is for members, one in five paid
 * with a paywall marker after its opening section, and the third newest is paid with no
 * marker (its preview is the automatic one). The rest are public.
 */
function sampleAccess(k: number, bodyMarkdown: string): { access: PostAccess; bodyMarkdown: string } {
  if (k === 2) return { access: "paid", bodyMarkdown };
  if (k % 5 === 1) return { access: "members", bodyMarkdown };
  if (k % 5 === 3) return { access: "paid", bodyMarkdown: withMarkerAfterOpening(bodyMarkdown) };
  return { access: "public", bodyMarkdown };
}

/** The marker before the first section heading: the opening is the preview. */
function withMarkerAfterOpening(bodyMarkdown: string): string {
  const heading = bodyMarkdown.indexOf("\n\n## ");
  if (heading === -1) return bodyMarkdown;
  return `${bodyMarkdown.slice(0, heading)}\n\n${paywallMarker}${bodyMarkdown.slice(heading)}`;
}
