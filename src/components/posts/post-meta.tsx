import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/format-date";
import type { PublicAuthor } from "@/server/posts/types";

type PostMetaProps = { author: PublicAuthor; publishedAt: string; readingMinutes: number };

/** "By Alice · May 1, 2026 · 4 min read" */
export function PostMeta({ author, publishedAt, readingMinutes }: PostMetaProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
      <span>
        By{" "}
        <Link
          href={`/authors/${author.handle}`}
          className="font-medium text-zinc-900 underline-offset-4 hover:underline dark:text-zinc-100"
        >
          {author.name}
        </Link>
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingMinutes} min read</span>
    </p>
  );
}
