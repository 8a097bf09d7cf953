"use client";

import { describeCount, useCommentCount } from "./comment-counts";

/** On a post card: "12 comments" once known, nothing when there are none. */
export function CommentCount({ slug }: { slug: string }) {
  const count = useCommentCount(slug);
  if (!count) return null;
  return <p className="text-sm text-zinc-600 dark:text-zinc-400">{describeCount(count)}</p>;
}

/** At the top of a post: a link down to the comments, "12 comments" once known. */
export function CommentCountLink({ slug }: { slug: string }) {
  const count = useCommentCount(slug);
  return (
    <a href="#comments" data-testid="comment-count-link" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
      {count === undefined ? "Comments" : describeCount(count)}
    </a>
  );
}
