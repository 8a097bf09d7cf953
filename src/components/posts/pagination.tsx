import { Link } from "@/components/ui/link";
import { pagePath } from "@/lib/parse-page-param";

type PaginationProps = { basePath: string; page: number; pageCount: number };

const linkClass =
  "rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";

/** Previous (newer) and next (older) pages of a listing, with "Page X of Y". */
export function Pagination({ basePath, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="mt-12 flex items-center justify-between gap-4 border-t border-zinc-200 pt-6 dark:border-zinc-800"
    >
      <div className="min-w-28">
        {page > 1 ? (
          <Link href={pagePath(basePath, page - 1)} rel="prev" className={linkClass}>
            ← Previous page
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400" aria-current="page">
        Page {page} of {pageCount}
      </p>
      <div className="flex min-w-28 justify-end">
        {page < pageCount ? (
          <Link href={pagePath(basePath, page + 1)} rel="next" className={linkClass}>
            Next page →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
