import { count } from "drizzle-orm";
import type { Database } from "../open";
import { posts } from "../schema";
import { createPost, createTag, createUser } from "./factories";

/**
 * PLACEHOLDER (reading-site branch only): a small sample so the reading pages and their
 * browser tests have content before the sample-content generator lands. The integrator
 * replaces `seedIfEmpty` with the real seed and deletes this file.
 */
const topics = [
  { slug: "habits", name: "Habits", description: "Small routines that compound." },
  { slug: "focus", name: "Focus", description: "Attention as a practice." },
  { slug: "resilience", name: "Resilience", description: "Bending without breaking." },
  { slug: "rest", name: "Rest", description: "Recovery is part of the work." },
  { slug: "purpose", name: "Purpose", description: "Knowing what the effort is for." },
];
const subjects = ["morning pages", "a walk without a phone", "the two-minute rule", "saying no", "a weekly review", "an honest journal", "one hard conversation", "a quiet hour"];
const angles = ["What I learned from", "Why I keep returning to", "The case for", "Notes on", "A month of", "Starting again with"];

function body(subject: string, index: number): string {
  return [
    `It started with ${subject}. Not as a grand plan, but as a small experiment I was willing to fail at.`,
    `## Why it matters`,
    `Most change is quieter than we expect. The days that count are the ordinary ones, when nothing seems to move and you keep going anyway.`,
    `> The smallest step you will actually take beats the perfect step you keep postponing.`,
    `## What I tried`,
    `- Keep the first version embarrassingly small.\n- Write down what happened, not what should have happened.\n- Review on Sunday, adjust on Monday.`,
    `| Week | Days kept | Note |\n|:--|--:|:--|\n| 1 | ${3 + (index % 4)} | Harder than it looked |\n| 2 | ${4 + (index % 3)} | Easier once it had a place in the day |`,
    `### A reminder to myself`,
    "```text\nshow up → do the small thing → note it → rest\n```",
    `None of this is new. The difference is doing it for long enough that it stops being an experiment and becomes part of who you are.`,
  ].join("\n\n");
}

export async function seedPlaceholderContent(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(posts);
  if (Number(row?.total ?? 0) > 0) return false;
  const authors = [
    await createUser(db, { handle: "maya", name: "Maya Lindqvist", role: "owner", email: "maya@groundwork.local", bio: "Editor. Writes about habits and the long middle of change." }),
    await createUser(db, { handle: "tomas", name: "Tomás Reyes", role: "editor", email: "tomas@groundwork.local", bio: "Former athlete, current over-thinker, writes about resilience." }),
    await createUser(db, { handle: "ada", name: "Ada Okafor", role: "editor", email: "ada@groundwork.local", bio: "Writes about focus, rest and doing fewer things better." }),
  ];
  const tags = [];
  for (const topic of topics) tags.push(await createTag(db, topic));
  const now = Date.now();
  for (let index = 0; index < 30; index++) {
    const subject = subjects[index % subjects.length]!;
    const angle = angles[index % angles.length]!;
    const title = `${angle} ${subject}`;
    const markdown = body(subject, index);
    await createPost(db, {
      slug: `${angle}-${subject}-${index + 1}`.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      title,
      excerpt: `A short essay on ${subject}: what changed, what didn’t, and what I would keep.`,
      bodyMarkdown: markdown,
      authorId: authors[index % authors.length]!.id,
      tagIds: [tags[index % tags.length]!.id, tags[(index + 2) % tags.length]!.id],
      publishedAt: new Date(now - (index + 1) * 3 * 86_400_000),
    });
  }
  await createPost(db, { slug: "an-unfinished-draft", title: "An unfinished draft", status: "draft", authorId: authors[0]!.id, tagIds: [tags[0]!.id] });
  await createPost(db, {
    slug: "coming-next-week",
    title: "Coming next week",
    status: "scheduled",
    publishedAt: new Date(now + 7 * 86_400_000),
    authorId: authors[1]!.id,
    tagIds: [tags[1]!.id],
  });
  return true;
}
