import "server-only";
import { commentLinkRel, parseCommentText } from "@/lib/comment-text";
import { escapeHtml } from "@/lib/escape-html";
import { getEnv } from "@/server/env";
import { renderMailLayout } from "@/server/mail/mail-layout";

/** A mail's subject and both bodies, rendered once for all its recipients. */
export type RenderedMail = { subject: string; html: string; text: string };

/** One comment as a mail shows it: who, on which post, the text (paragraphs and links only), and where to read it. */
export type MailComment = { id: string; authorName: string; body: string; postSlug: string; postTitle: string; isHeld?: boolean };

const muted = "margin:0 0 8px;color:#52525b;font-size:15px";

/** The comment's text as HTML: escaped, its paragraphs, line breaks and links, nothing else. */
export function commentTextHtml(body: string): string {
  return parseCommentText(body)
    .map(
      (lines) =>
        `<p style="margin:0 0 12px;line-height:1.6">${lines
          .map((line) =>
            line
              .map((segment) =>
                segment.kind === "link"
                  ? `<a href="${escapeHtml(segment.href)}" rel="${commentLinkRel}" style="color:#1d4ed8">${escapeHtml(segment.text)}</a>`
                  : escapeHtml(segment.text),
              )
              .join(""),
          )
          .join("<br>")}</p>`,
    )
    .join("\n");
}

export function commentUrl(comment: Pick<MailComment, "id" | "postSlug">): string {
  return new URL(`/posts/${encodeURIComponent(comment.postSlug)}#comment-${comment.id}`, getEnv().SITE_URL).toString();
}

function moderationUrl(query: string): string {
  return new URL(`/admin/comments${query}`, getEnv().SITE_URL).toString();
}

function block(comment: MailComment, withPost: boolean): { html: string; text: string } {
  const heading = `${comment.authorName}${withPost ? ` on “${comment.postTitle}”` : ""}${comment.isHeld ? " (waiting for approval)" : ""}`;
  return {
    html: `<p style="${muted}"><strong>${escapeHtml(heading)}</strong></p>
<blockquote style="margin:0 0 12px;padding:0 0 0 12px;border-left:3px solid #e4e4e7">${commentTextHtml(comment.body)}</blockquote>
<p style="margin:0 0 20px"><a href="${escapeHtml(commentUrl(comment))}" style="color:#1d4ed8;text-decoration:underline">Read it in the conversation</a></p>`,
    text: `${heading}:\n\n${comment.body}\n\n${commentUrl(comment)}`,
  };
}

/** To a comment's author: someone replied to it. */
export function renderReplyMail(reply: MailComment, parentBody: string, siteName: string, logoUrl?: string | null): RenderedMail {
  const intro = `${reply.authorName} replied to your comment on “${reply.postTitle}”.`;
  const quoted = parentBody.length > 280 ? `${parentBody.slice(0, 280)}…` : parentBody;
  const main = block(reply, false);
  const { html, text } = renderMailLayout({
    siteName,
    logoUrl,
    preheader: reply.body.slice(0, 120),
    bodyHtml: `<p style="${muted}">${escapeHtml(intro)}</p>${main.html}<p style="${muted}">You wrote:</p><blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid #e4e4e7;color:#52525b">${commentTextHtml(quoted)}</blockquote>`,
    bodyText: `${intro}\n\n${main.text}\n\nYou wrote:\n${quoted}`,
    reason: `You get this because you commented on ${siteName} and replies to your comments are mailed to you.`,
    unsubscribeLabel: "Stop emails about replies",
  });
  return { subject: `${reply.authorName} replied to your comment on “${reply.postTitle}”`, html, text };
}

/** To editors who asked for each new comment. */
export function renderNewCommentMail(comment: MailComment, siteName: string, logoUrl?: string | null): RenderedMail {
  const main = block(comment, true);
  const action = comment.isHeld ? "It waits for your approval" : "Moderate it";
  const link = moderationUrl(comment.isHeld ? "?status=held" : `?post=${encodeURIComponent(comment.postSlug)}`);
  const { html, text } = renderMailLayout({
    siteName,
    logoUrl,
    preheader: comment.body.slice(0, 120),
    bodyHtml: `${main.html}<p style="margin:0"><a href="${escapeHtml(link)}" style="color:#1d4ed8">${action} in the admin</a></p>`,
    bodyText: `${main.text}\n\n${action} in the admin: ${link}`,
    reason: "You get this because you asked for an email about each new comment.",
    unsubscribeLabel: "Stop emails about new comments",
  });
  const subject = comment.isHeld ? `A first comment waits for approval on “${comment.postTitle}”` : `New comment on “${comment.postTitle}”`;
  return { subject, html, text };
}

/** To editors who asked for a daily summary: the comments since the last one, post by post. */
export function renderCommentSummaryMail(list: MailComment[], siteName: string, logoUrl?: string | null): RenderedMail {
  const intro = `${list.length} new comment${list.length === 1 ? "" : "s"} on ${siteName} since the last summary.`;
  const blocks = list.map((comment) => block(comment, true));
  const link = moderationUrl("");
  const { html, text } = renderMailLayout({
    siteName,
    logoUrl,
    preheader: intro,
    bodyHtml: `<p style="${muted}">${escapeHtml(intro)}</p>${blocks.map((each) => each.html).join("\n")}<p style="margin:0"><a href="${escapeHtml(link)}" style="color:#1d4ed8">Moderate comments in the admin</a></p>`,
    bodyText: `${intro}\n\n${blocks.map((each) => each.text).join("\n\n")}\n\nModerate: ${link}`,
    reason: "You get this because you asked for a daily summary of new comments.",
    unsubscribeLabel: "Stop emails about new comments",
  });
  return { subject: `${list.length} new comment${list.length === 1 ? "" : "s"} on ${siteName}`, html, text };
}

/** To editors: a member reported a comment, with their reason. */
export function renderReportMail(
  comment: MailComment,
  report: { reporterName: string; reason: string },
  siteName: string,
  logoUrl?: string | null,
): RenderedMail {
  const intro = `${report.reporterName} reported a comment on “${comment.postTitle}”.`;
  const main = block(comment, false);
  const link = moderationUrl("?status=reported");
  const { html, text } = renderMailLayout({
    siteName,
    logoUrl,
    preheader: report.reason.slice(0, 120),
    bodyHtml: `<p style="${muted}">${escapeHtml(intro)}</p><p style="${muted}">Their reason: ${escapeHtml(report.reason)}</p>${main.html}<p style="margin:0"><a href="${escapeHtml(link)}" style="color:#1d4ed8">Review reported comments</a></p>`,
    bodyText: `${intro}\nTheir reason: ${report.reason}\n\n${main.text}\n\nReview: ${link}`,
    reason: "You get this because you are an editor and reports are mailed to editors.",
    unsubscribeLabel: "Stop emails about reports",
  });
  return { subject: `Comment reported on “${comment.postTitle}”`, html, text };
}
