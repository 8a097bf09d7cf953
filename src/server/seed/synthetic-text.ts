import { computeReadingMinutes } from "@/lib/reading-time";
import { createRandom, deriveSeed, slugify, type Random } from "./prng";
import { nouns, adjectives, subjects, verbs, baseVerbs, adverbials, feelings, headings } from "./synthetic-words";

// Front-weighted pick: r² skews toward common words while every word still appears.
function common<T>(random: Random, items: readonly T[]): T {
  const r = random.next();
  return items[Math.floor(r * r * items.length)]!;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function phrase(random: Random): string {
  return random.chance(0.5) ? `${common(random, adjectives)} ${common(random, nouns)}` : common(random, nouns);
}

function sentence(random: Random): string {
  switch (random.int(0, 6)) {
    case 0:
      return `${capitalize(common(random, subjects))} ${common(random, verbs)} ${phrase(random)} ${common(random, adverbials)}.`;
    case 1:
      return `When ${common(random, nouns)} feels ${random.pick(feelings)}, ${common(random, baseVerbs)} your ${phrase(random)} instead.`;
    case 2:
      return `It is easier to ${common(random, baseVerbs)} ${phrase(random)} than to ${common(random, baseVerbs)} ${phrase(random)}.`;
    case 3:
      return `${capitalize(common(random, baseVerbs))} the ${phrase(random)} ${common(random, adverbials)}, and ${common(random, nouns)} tends to follow.`;
    case 4:
      return `The difference between ${common(random, nouns)} and ${common(random, nouns)} is often ${phrase(random)}.`;
    case 5:
      return `Most of us ${common(random, baseVerbs)} ${phrase(random)} ${common(random, adverbials)}, yet ${common(random, subjects)} ${common(random, verbs)} it anyway.`;
    default:
      return `${capitalize(phrase(random))} ${common(random, verbs)} ${common(random, subjects)} ${common(random, adverbials)}.`;
  }
}

function paragraph(random: Random, sentences: number): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(" ");
}

function syntheticTitle(random: Random): string {
  const a = capitalize(common(random, adjectives));
  const n = capitalize(common(random, nouns));
  const m = common(random, nouns);
  switch (random.int(0, 5)) {
    case 0:
      return `${a} ${n} and the Art of ${capitalize(m)}`;
    case 1:
      return `How to ${capitalize(common(random, baseVerbs))} ${capitalize(phrase(random))}`;
    case 2:
      return `${random.int(3, 12)} Lessons on ${n} From a ${a} Year`;
    case 3:
      return `Why ${n} Matters More Than ${capitalize(m)}`;
    case 4:
      return `Notes on ${a} ${n}`;
    default:
      return `${n}, ${capitalize(m)} and the ${a} Week`;
  }
}

/** About `words` words of Markdown: paragraphs with a few headings and a list. */
function syntheticBody(random: Random, words = 800): { excerpt: string; bodyMarkdown: string } {
  const excerpt = paragraph(random, 2);
  const blocks: string[] = [];
  let count = 0;
  while (count < words) {
    if (blocks.length > 0 && random.chance(0.2)) blocks.push(`## ${random.pick(headings)}`);
    if (random.chance(0.1)) {
      const items = Array.from({ length: random.int(3, 5) }, () => `- ${sentence(random)}`);
      blocks.push(items.join("\n"));
      count += items.join(" ").split(" ").length;
      continue;
    }
    const text = paragraph(random, random.int(3, 6));
    blocks.push(text);
    count += text.split(" ").length;
  }
  return { excerpt, bodyMarkdown: blocks.join("\n\n") + "\n" };
}

const FIVE_YEARS = 5 * 365 * 86_400_000;

export type SyntheticPost = {
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  readingMinutes: number;
  publishedAt: Date;
  authorId: string;
  tagIds: string[];
};

/**
 * Synthetic post number `index` for `seed`: a pure function of its arguments, so the same
 * seed always yields the same posts. Published within the five years before `now`.
 */
export function buildSyntheticPost(
  seed: number,
  index: number,
  now: Date,
  choices: { authorIds: readonly string[]; tagIds: readonly string[] },
): SyntheticPost {
  const random = createRandom(deriveSeed(seed, index));
  const title = syntheticTitle(random);
  const { excerpt, bodyMarkdown } = syntheticBody(random);
  return {
    title,
    slug: `${slugify(title)}-${index + 1}`,
    excerpt,
    bodyMarkdown,
    readingMinutes: computeReadingMinutes(bodyMarkdown),
    publishedAt: new Date(now.getTime() - Math.floor(random.next() * FIVE_YEARS)),
    authorId: random.pick(choices.authorIds),
    tagIds: random.sample(choices.tagIds, random.int(1, 3)),
  };
}
