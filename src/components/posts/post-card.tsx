import { Link } from "@/components/ui/link";
import type { PostSummary } from "@/server/posts/types";
import { CommentCount } from "@/components/comments/comment-count";
import { CoverImage } from "./cover-image";
import { PostMeta } from "./post-meta";
import { TagList } from "./tag-list";

type PostCardProps = {
  post: PostSummary;
  headingLevel?: 2 | 3;
  isFirst?: boolean;
  /** Comments are on: the card shows their count, loaded after the page (not part of its cached bytes). */
  showsCommentCount?: boolean;
};

export function PostCard({ post, headingLevel = 2, isFirst = false, showsCommentCount = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col gap-3">
      <Link href={`/posts/${post.slug}`} tabIndex={-1} aria-hidden="true" className="block">
        <CoverImage url={post.coverImageUrl} alt={null} seed={post.slug} priority={isFirst} />
      </Link>
      <TagList tags={post.tags} />
      <Heading className="text-xl font-semibold tracking-tight text-balance">
        <Link href={`/posts/${post.slug}`} className="underline-offset-4 hover:underline">
          {post.title}
        </Link>
      </Heading>
      {post.excerpt ? <p className="text-zinc-700 dark:text-zinc-300">{post.excerpt}</p> : null}
      <PostMeta author={post.author} publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
      {showsCommentCount ? <CommentCount slug={post.slug} /> : null}
    </article>
  );
}
