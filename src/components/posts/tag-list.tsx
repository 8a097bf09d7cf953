import Link from "next/link";
import type { PublicTag } from "@/server/posts/types";

export function TagList({ tags, label = "Tags" }: { tags: PublicTag[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            href={`/tags/${tag.slug}`}
            className="inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 hover:bg-emerald-100 dark:bg-emerald-950 dark:text-emerald-200 dark:hover:bg-emerald-900"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
