"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";

/**
 * The comments themselves, their query cache and forms: a chunk of its own, loaded only as the
 * reader nears them. React's lazy, not next/dynamic: next/dynamic's loader (about 1.5 kB gzip)
 * would ship with every post page, and the island never renders on the server anyway (`isNear`
 * starts false).
 */
const CommentsIsland = lazy(() => import("./comments-island").then((module) => ({ default: module.CommentsIsland })));

type CommentsSectionProps = { slug: string; postPath: string; isGated: boolean };

/**
 * Where the conversation goes under a post. The cached page holds only this empty section (the
 * same bytes for everyone, whatever is said below it); the comments load after the page, when
 * the reader comes within a screen or so of them, or at once when the address points at one.
 */
export function CommentsSection({ slug, postPath, isGated }: CommentsSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    // An address pointing at the comments (a reply mail's link): load them now, not on scrolling.
    const onHash = () => window.location.hash.startsWith("#comment") && setIsNear(true);
    const frame = requestAnimationFrame(onHash);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(element);
    window.addEventListener("hashchange", onHash);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("hashchange", onHash);
    };
  }, [isNear]);

  return (
    <section
      id="comments"
      ref={ref}
      aria-labelledby="comments-heading"
      className="mx-auto mt-16 max-w-2xl scroll-mt-20 border-t border-zinc-200 pt-8 dark:border-zinc-800"
    >
      <h2 id="comments-heading" className="text-2xl font-semibold tracking-tight">
        Comments
      </h2>
      <div className="mt-6">
        {isNear ? (
          <Suspense
            fallback={
              <p aria-busy="true" className="text-sm text-zinc-600 dark:text-zinc-400">
                Loading comments…
              </p>
            }
          >
            <CommentsIsland slug={slug} postPath={postPath} isGated={isGated} />
          </Suspense>
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">The conversation loads as you reach it.</p>
        )}
      </div>
    </section>
  );
}
