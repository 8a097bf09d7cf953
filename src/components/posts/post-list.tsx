import type { PostPage } from "@/server/posts/types";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";

type PostListProps = { result: PostPage; basePath: string; emptyMessage?: string; showsCommentCounts?: boolean };

/** The listing shared by home, tag and author pages: a grid of cards and pagination. */
export function PostList({
  result,
  basePath,
  emptyMessage = "Nothing has been published here yet.",
  showsCommentCounts = false,
}: PostListProps) {
  if (result.posts.length === 0) return <p className="py-12 text-zinc-600 dark:text-zinc-400">{emptyMessage}</p>;
  return (
    <>
      <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
        {result.posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} isFirst={index === 0} showsCommentCount={showsCommentCounts} />
          </li>
        ))}
      </ul>
      <Pagination basePath={basePath} page={result.page} pageCount={result.pageCount} />
    </>
  );
}
