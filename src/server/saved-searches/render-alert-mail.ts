import "server-only";
import { escapeHtml } from "@/lib/escape-html";
import { renderMailLayout } from "@/server/mail/mail-layout";
import { postUrl, type RenderedMail } from "@/server/newsletter/render-post-mail";

export type AlertPost = { slug: string; title: string; excerpt: string; authorName: string | null };

function postBlock(post: AlertPost, siteName: string): { html: string; text: string } {
  const url = postUrl(post.slug);
  return {
    html: `<h2 style="margin:20px 0 6px;font-size:20px;line-height:1.3"><a href="${escapeHtml(url)}" style="color:#18181b;text-decoration:none">${escapeHtml(post.title)}</a></h2>
${post.authorName ? `<p style="margin:0 0 6px;color:#52525b;font-size:14px">By ${escapeHtml(post.authorName)}</p>` : ""}
<p style="margin:0 0 8px;line-height:1.6">${escapeHtml(post.excerpt)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#1d4ed8;text-decoration:underline">Read on ${escapeHtml(siteName)}</a></p>`,
    text: `${post.title}${post.authorName ? `\nBy ${post.authorName}` : ""}\n${post.excerpt}\n${url}`,
  };
}

/** A saved search's alert (one post) or daily digest (the posts since the last one). */
export function renderAlertMail(searchName: string, posts: AlertPost[], siteName: string, logoUrl?: string | null): RenderedMail {
  const blocks = posts.map((post) => postBlock(post, siteName));
  const intro =
    posts.length === 1
      ? `A new post matches your saved search “${searchName}”.`
      : `${posts.length} new posts match your saved search “${searchName}”.`;
  const { html, text } = renderMailLayout({
    siteName,
    logoUrl,
    preheader: posts[0]?.title ?? intro,
    bodyHtml: `<p style="margin:0 0 8px;color:#52525b;font-size:15px">${escapeHtml(intro)}</p>${blocks.map((block) => block.html).join("\n")}`,
    bodyText: `${intro}\n\n${blocks.map((block) => block.text).join("\n\n")}`,
    reason: `You get this because you saved the search “${searchName}” and asked to be told of new posts.`,
    unsubscribeLabel: "Stop emails for this search",
  });
  const subject = posts.length === 1 ? `“${searchName}”: ${posts[0]!.title}` : `“${searchName}”: ${posts.length} new posts`;
  return { subject, html, text };
}
