import type { Database } from "@/server/db/open";
import { createPost, createTag, createUser } from "@/server/seed/factories";
import { rebuildSearchIndex } from "@/server/search/rebuild-search-index";

const day = 86_400_000;

/** A small, readable corpus whose expected answers are known by heart. */
export async function seedSearchFixture(db: Database) {
  const ada = await createUser(db, { handle: "ada", name: "Ada Lovelace", role: "editor" });
  const ben = await createUser(db, { handle: "ben", name: "Ben Franklin", role: "editor" });
  const focus = await createTag(db, { slug: "focus", name: "Focus" });
  const habits = await createTag(db, { slug: "habits", name: "Habits" });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const posts = {
    discipline: await createPost(db, {
      title: "Discipline is a habit",
      excerpt: "Small daily choices.",
      bodyMarkdown: "Discipline grows from one **small** habit repeated every morning. Start with a walk.",
      authorId: ada.id,
      publishedAt: at(3),
      tagIds: [habits.id, focus.id],
    }),
    deepWork: await createPost(db, {
      title: "Deep work in noisy offices",
      excerpt: "Protect your attention.",
      bodyMarkdown: "Attention is scarce. Build a habit of long focus blocks and guard them.",
      authorId: ben.id,
      publishedAt: at(2),
      tagIds: [focus.id],
    }),
    morning: await createPost(db, {
      title: "Morning pages",
      excerpt: "Write three pages before breakfast.",
      bodyMarkdown: "Writing by hand clears the mind. The self-discipline comes later.",
      authorId: ada.id,
      publishedAt: at(1),
      tagIds: [habits.id],
    }),
    misspelled: await createPost(db, {
      title: "On discipine, misspelled",
      excerpt: "A typo in the title.",
      bodyMarkdown: "Nothing else here.",
      authorId: ben.id,
      publishedAt: at(5),
    }),
    xss: await createPost(db, {
      title: "<img src=x onerror=alert(1)> resilience",
      excerpt: 'Quotes "and" <b>tags</b> & ampersands.',
      bodyMarkdown: "Resilience <script>alert('x')</script> under pressure.",
      authorId: ben.id,
      publishedAt: at(6),
    }),
    draft: await createPost(db, {
      title: "Draft about discipline",
      status: "draft",
      authorId: ada.id,
    }),
    future: await createPost(db, {
      title: "Scheduled discipline for next week",
      status: "scheduled",
      publishedAt: new Date(Date.now() + 7 * day),
      authorId: ada.id,
    }),
  };
  await rebuildSearchIndex(db);
  return { users: { ada, ben }, tags: { focus, habits }, posts };
}
