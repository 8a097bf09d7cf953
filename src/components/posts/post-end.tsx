import { Link } from "@/components/ui/link";
import type { PublicAuthor } from "@/server/posts/types";
import { ReaderInvitation } from "./reader-invitation";
import { ShareLinks } from "./share-links";

type PostEndProps = { author: PublicAuthor; url: string; title: string; signInHref: string };

/** After the last paragraph: who wrote it, ways to share it, and what to do next. */
export function PostEnd({ author, url, title, signInHref }: PostEndProps) {
  return (
    <footer className="mt-12 flex flex-col gap-8 border-t border-zinc-200 pt-8 dark:border-zinc-800">
      <section aria-label="About the author" className="flex items-start gap-4">
        <div
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xl font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
        >
          {author.name.charAt(0).toUpperCase()}
        </div>
        <div>
          <p className="font-semibold">Written by {author.name}</p>
          {author.bio ? <p className="mt-1 text-zinc-600 dark:text-zinc-400">{author.bio}</p> : null}
          <Link
            href={`/authors/${author.handle}`}
            className="mt-2 inline-block text-sm font-medium text-accent underline underline-offset-4"
          >
            More by {author.name}
          </Link>
        </div>
      </section>
      <ShareLinks url={url} title={title} />
      <ReaderInvitation signInHref={signInHref} />
    </footer>
  );
}
