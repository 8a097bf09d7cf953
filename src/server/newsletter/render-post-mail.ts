import "server-only";
import { getEnv } from "@/server/env";
import { escapeHtml } from "@/lib/escape-html";
import { renderMailLayout } from "@/server/mail/mail-layout";
import { splitPreview } from "@/lib/paywall-preview";
import { mailImageUrl } from "./mail-image-url";
import { renderEmailBody } from "./render-email-body";

export type PostForMail = {
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  authorName: string | null;
};

export type RenderedMail = { subject: string; html: string; text: string };

export function postUrl(slug: string): string {
  return new URL(`/posts/${encodeURIComponent(slug)}`, getEnv().SITE_URL).toString();
}

export type PostMailOptions = {
  siteName: string;
  /** The owner's logo for the mail header (#31). */
  logoUrl?: string | null;
  isTest?: boolean;
  /** "preview": only what precedes the paywall cut, then an invitation to upgrade (paid posts, to members who may not read them). */
  variant?: "full" | "preview";
};

/** The block that ends a preview newsletter: the rest is for subscribers, with the way to become one. */
function upgradeBlock(url: string, siteName: string): { html: string; text: string } {
  const pricing = new URL("/pricing", getEnv().SITE_URL).toString();
  return {
    html: `<div style="margin:24px 0 0;padding:16px;border:1px solid #d4d4d8;border-radius:8px"><p style="margin:0 0 12px">The rest of this post is for paid subscribers of ${escapeHtml(siteName)}.</p><p style="margin:0"><a href="${escapeHtml(pricing)}" style="display:inline-block;background:#18181b;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">Upgrade to read it all</a></p><p style="margin:12px 0 0;font-size:14px">Already a subscriber? <a href="${escapeHtml(url)}" style="color:#1d4ed8">Read it on the site</a>.</p></div>`,
    text: `The rest of this post is for paid subscribers of ${siteName}.\nUpgrade to read it all: ${pricing}\nAlready a subscriber? Read it on the site: ${url}`,
  };
}

/** A post as its newsletter: rendered once per mail, the same for every recipient but the unsubscribe link. */
export function renderPostMail(post: PostForMail, options: PostMailOptions): RenderedMail {
  const siteName = options.siteName;
  const url = postUrl(post.slug);
  const isPreview = options.variant === "preview";
  const body = renderEmailBody(isPreview ? splitPreview(post.bodyMarkdown).preview : post.bodyMarkdown, url);
  const upgrade = isPreview ? upgradeBlock(url, siteName) : null;
  const byline = post.authorName ? `By ${post.authorName}` : "";
  const cover = post.coverImageUrl
    ? `<img src="${escapeHtml(mailImageUrl(new URL(post.coverImageUrl, url).toString(), new URL(url).origin))}" alt="${escapeHtml(post.coverImageAlt ?? "")}" style="max-width:100%;height:auto;border:0;display:block;margin:0 0 16px">`
    : "";
  const readLink =
    upgrade?.html ??
    `<p style="margin:24px 0 0"><a href="${escapeHtml(url)}" style="color:#1d4ed8;text-decoration:underline">Read on ${escapeHtml(siteName)}</a></p>`;
  const { html, text } = renderMailLayout({
    siteName,
    logoUrl: options.logoUrl,
    preheader: post.excerpt,
    bodyHtml: `<h1 style="margin:0 0 8px;font-size:28px;line-height:1.25">${escapeHtml(post.title)}</h1>${
      byline ? `<p style="margin:0 0 20px;color:#52525b;font-size:14px">${escapeHtml(byline)}</p>` : ""
    }${cover}${body.html}${readLink}`,
    bodyText: `${post.title}\n${byline ? `${byline}\n` : ""}\n${body.text}\n\n${upgrade?.text ?? `Read on ${siteName}: ${url}`}`,
    reason: options.isTest
      ? `This is a test email of this post's newsletter, sent only to you from the editor. No member has received it.`
      : `You get new posts from ${siteName} by email because you asked for them on your account page.`,
    unsubscribeLabel: "Unsubscribe from new posts",
  });
  return { subject: `${options.isTest ? "[Test] " : ""}${post.title}`, html, text };
}
