import "server-only";
import { getEnv } from "@/server/env";
import { escapeHtml } from "@/lib/escape-html";
import { renderMailLayout } from "@/server/mail/mail-layout";
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

/** A post as its newsletter: rendered once per mail, the same for every recipient but the unsubscribe link. */
export function renderPostMail(post: PostForMail, options: { siteName: string; isTest?: boolean }): RenderedMail {
  const siteName = options.siteName;
  const url = postUrl(post.slug);
  const body = renderEmailBody(post.bodyMarkdown, url);
  const byline = post.authorName ? `By ${post.authorName}` : "";
  const cover = post.coverImageUrl
    ? `<img src="${escapeHtml(new URL(post.coverImageUrl, url).toString())}" alt="${escapeHtml(post.coverImageAlt ?? "")}" style="max-width:100%;height:auto;border:0;display:block;margin:0 0 16px">`
    : "";
  const readLink = `<p style="margin:24px 0 0"><a href="${escapeHtml(url)}" style="color:#1d4ed8;text-decoration:underline">Read on ${escapeHtml(siteName)}</a></p>`;
  const { html, text } = renderMailLayout({
    siteName,
    preheader: post.excerpt,
    bodyHtml: `<h1 style="margin:0 0 8px;font-size:28px;line-height:1.25">${escapeHtml(post.title)}</h1>${
      byline ? `<p style="margin:0 0 20px;color:#52525b;font-size:14px">${escapeHtml(byline)}</p>` : ""
    }${cover}${body.html}${readLink}`,
    bodyText: `${post.title}\n${byline ? `${byline}\n` : ""}\n${body.text}\n\nRead on ${siteName}: ${url}`,
    reason: `You get new posts from ${siteName} by email because you asked for them on your account page.`,
    unsubscribeLabel: "Unsubscribe from new posts",
  });
  return { subject: `${options.isTest ? "[Test] " : ""}${post.title}`, html, text };
}
