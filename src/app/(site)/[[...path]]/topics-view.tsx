import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { readTagsWithCounts } from "@/server/posts/read-public-pages";
import { buildPageMetadata } from "@/server/seo/build-page-metadata";

export function topicsMetadata(): Promise<Metadata> {
  return buildPageMetadata({
    title: "Topics",
    description: "Every topic we write about, with the number of essays on each.",
    path: "/tags",
  });
}

export async function TopicsView() {
  const tags = await readTagsWithCounts();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="mb-10 text-3xl font-bold tracking-tight sm:text-4xl">Topics</h1>
      {tags.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">No topics yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link
                href={`/tags/${tag.slug}`}
                className="block h-full rounded-lg border border-zinc-200 p-5 hover:border-accent dark:border-zinc-800"
              >
                <span className="text-lg font-semibold">{tag.name}</span>
                <span className="ml-2 text-sm text-zinc-600 dark:text-zinc-400">
                  {tag.postCount} {tag.postCount === 1 ? "essay" : "essays"}
                </span>
                {tag.description ? <span className="mt-2 block text-sm text-zinc-600 dark:text-zinc-400">{tag.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
