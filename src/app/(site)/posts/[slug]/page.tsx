import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { CoverImage } from "@/components/posts/cover-image";
import { PaywallCard, type CardPlan } from "@/components/posts/paywall-card";
import { PaywalledBody } from "@/components/posts/paywalled-body";
import { PostCard } from "@/components/posts/post-card";
import { PostEnd } from "@/components/posts/post-end";
import { PostMeta } from "@/components/posts/post-meta";
import { TagList } from "@/components/posts/tag-list";
import { CommentCountLink } from "@/components/comments/comment-count";
import { CommentsSection } from "@/components/comments/comments-section";
import { readCommentSettings } from "@/server/comments/read-comment-settings";
import { signInPath } from "@/lib/auth-gate";
import { formatPlanPrice } from "@/lib/format-plan-price";
import { getPricingPlans } from "@/server/billing/get-pricing-plans";
import { getEnv } from "@/server/env";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { absoluteUrl } from "@/server/posts/build-feed";
import { readPostPage, readSubscriptionIncludes } from "@/server/posts/read-public-pages";
import { buildPageMetadata } from "@/server/seo/build-page-metadata";
import { postImagePath } from "@/server/seo/post-image-path";

/** Rendered on the first request, then served from the route cache (see read-public-pages). */
export function generateStaticParams() {
  return [];
}

type PostPageProps = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: PostPageProps): Promise<Metadata> {
  const data = await readPostPage((await params).slug);
  if (!data) return { title: "Post not found" };
  const { post } = data;
  return buildPageMetadata({
    title: post.title,
    description: post.excerpt || `An essay by ${post.author.name}.`,
    path: `/posts/${post.slug}`,
    image: postImagePath(post),
    imageAlt: (post.coverImageUrl ? post.coverImageAlt : post.title) ?? undefined,
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author.name],
      tags: post.tags.map((tag) => tag.name),
    },
  });
}

export default async function PostPage({ params }: PostPageProps) {
  const data = await readPostPage((await params).slug);
  if (!data) notFound();
  const { post, bodyHtml, isPreview, adjacent, related } = data;
  const env = getEnv();
  const [{ siteName }, commentSettings] = await Promise.all([readSiteSettings(), readCommentSettings()]);
  // The comments load after the page (the same cached bytes for everyone): only their place is here.
  const hasComments = commentSettings.audience !== "off";
  const postPath = `/posts/${post.slug}`;
  const [plans, includes] = isPreview ? await Promise.all([readCardPlans(), readSubscriptionIncludes()]) : [[], null];
  const includedItems = includes?.items ?? [];
  const url = absoluteUrl(env.SITE_URL, postPath);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: url,
    url,
    author: { "@type": "Person", name: post.author.name, url: absoluteUrl(env.SITE_URL, `/authors/${post.author.handle}`) },
    publisher: {
      "@type": "Organization",
      name: siteName,
      url: absoluteUrl(env.SITE_URL, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(env.SITE_URL, "/icon/512"), width: 512, height: 512 },
    },
    keywords: post.tags.map((tag) => tag.name).join(", "),
    image: absoluteUrl(env.SITE_URL, postImagePath(post)),
    // Google's paywalled-content markup: the gated part is the element below holding the card
    // (and, for an entitled reader, the body fetched after the page loads).
    ...(isPreview
      ? {
          isAccessibleForFree: false,
          hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: `.${paywalledClass}` },
        }
      : {}),
  };
  const body = <div className="post-body mt-10" dangerouslySetInnerHTML={{ __html: bodyHtml }} />;

  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <script
        type="application/ld+json"
        // "<" escaped so a title containing "</script>" cannot end the element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <article className="mx-auto max-w-2xl">
        <header className="flex flex-col gap-4">
          <TagList tags={post.tags} />
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          {post.excerpt ? <p className="text-xl text-zinc-600 dark:text-zinc-400">{post.excerpt}</p> : null}
          <PostMeta author={post.author} publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
          {hasComments ? <CommentCountLink slug={post.slug} /> : null}
        </header>
        <CoverImage url={post.coverImageUrl} alt={post.coverImageAlt} seed={post.slug} priority className="mt-8" />
        {isPreview ? (
          <section className={paywalledClass} aria-label="Post">
            <PaywalledBody
              slug={post.slug}
              postPath={postPath}
              plans={plans}
              includes={includedItems}
              preview={
                <>
                  {body}
                  <p className="mt-8 text-sm text-zinc-600 dark:text-zinc-400" data-testid="preview-notice">
                    This is a preview. The whole post is a {post.readingMinutes}-minute read.
                  </p>
                </>
              }
              card={
                <PaywallCard
                  action={post.access === "members" ? "sign-in" : "subscribe"}
                  postPath={postPath}
                  plans={plans}
                  includes={includedItems}
                  meter={null}
                  notice={null}
                />
              }
            />
          </section>
        ) : (
          body
        )}
        <PostEnd author={post.author} url={url} title={post.title} signInHref={signInPath(postPath)} />
      </article>
      {hasComments ? <CommentsSection slug={post.slug} postPath={postPath} isGated={post.access !== "public"} /> : null}

      {adjacent.previous || adjacent.next ? (
        <nav
          aria-label="More posts"
          className="mx-auto mt-16 grid max-w-2xl gap-4 border-t border-zinc-200 pt-8 sm:grid-cols-2 dark:border-zinc-800"
        >
          {adjacent.previous ? (
            <Link
              href={`/posts/${adjacent.previous.slug}`}
              rel="prev"
              className="rounded-lg border border-zinc-200 p-4 hover:border-accent dark:border-zinc-800"
            >
              <span className="block text-sm text-zinc-600 dark:text-zinc-400">← Previous post</span>
              <span className="mt-1 block font-semibold">{adjacent.previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {adjacent.next ? (
            <Link
              href={`/posts/${adjacent.next.slug}`}
              rel="next"
              className="rounded-lg border border-zinc-200 p-4 text-right hover:border-accent dark:border-zinc-800"
            >
              <span className="block text-sm text-zinc-600 dark:text-zinc-400">Next post →</span>
              <span className="mt-1 block font-semibold">{adjacent.next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-20">
          <h2 id="related-heading" className="mb-8 text-2xl font-semibold tracking-tight">
            Related essays
          </h2>
          <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} showsCommentCount={hasComments} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

/** The element that holds a gated post's hidden part (JSON-LD's hasPart points at it). */
const paywalledClass = "paywalled-content";

async function readCardPlans(): Promise<CardPlan[]> {
  const { plans } = await getPricingPlans();
  return plans.map((plan) => ({ id: plan.id, name: plan.name, price: formatPlanPrice(plan), interval: plan.interval }));
}
