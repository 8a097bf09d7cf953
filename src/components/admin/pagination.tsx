import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-variants";

type Props = { page: number; pageCount: number; params: Record<string, string | undefined>; basePath: string };

/** Previous / next links that keep the current filters. */
export function Pagination({ page, pageCount, params, basePath }: Props) {
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
    search.set("page", String(target));
    return `${basePath}?${search.toString()}`;
  };
  const link = buttonClasses({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-zinc-600 dark:text-zinc-400">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
