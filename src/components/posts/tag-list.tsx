import { Link } from "@/components/ui/link";
import type { PublicTag } from "@/server/posts/types";

/** A post's tags as links (a plain list: html-validate and ARIA advise against naming one). */
export function TagList({ tags }: { tags: PublicTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="tag-list">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            href={`/tags/${tag.slug}`}
            className="inline-block rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs font-medium text-accent hover:underline dark:bg-zinc-900"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
