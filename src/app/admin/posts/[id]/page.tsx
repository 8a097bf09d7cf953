import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AppError } from "@/server/errors";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listAuditEntries } from "@/server/audit/list-audit-entries";
import { getPostForEdit } from "@/server/posts/get-post-for-edit";
import { listAuthors } from "@/server/posts/list-authors";
import { listAdminTags } from "@/server/posts/list-admin-tags";
import { toPostSnapshot } from "@/server/posts/to-post-snapshot";
import { PostEditor } from "@/components/admin/editor/post-editor";
import { AuditList } from "@/components/admin/audit-list";
import { PostEmailPanel } from "@/components/newsletter/post-email-panel";
import { countNewsletterRecipients } from "@/server/newsletter/count-newsletter-recipients";
import { getPostEmailStatus } from "@/server/newsletter/get-post-email-status";
import { getNewsletterStats } from "@/server/newsletter/get-newsletter-stats";
import { NewsletterStatsPanel } from "@/components/newsletter/newsletter-stats";
import { countNewsletterAudience } from "@/server/newsletter/count-newsletter-audience";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { effectiveAccess } from "@/lib/decide-reading";

export const metadata: Metadata = { title: "Edit post" };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const actor = await requireAdminPage("editor", `/admin/posts/${id}`);
  const post = await getPostForEdit({ actor, id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const policy = await getAccessSettings();
  const access = effectiveAccess(post, policy, new Date());
  const [authors, tagList, audit, emailStatus, recipients, audience] = await Promise.all([
    listAuthors({ actor }),
    listAdminTags({ actor }),
    listAuditEntries({ actor, entityType: "post", entityId: id, limit: 20 }),
    getPostEmailStatus(post.id),
    countNewsletterRecipients(),
    countNewsletterAudience({ access }),
  ]);
  const newsletterStats = emailStatus.state === "queued" ? await getNewsletterStats({ actor, postId: post.id }) : null;
  return (
    <>
      <PostEditor
        key={post.id}
        post={toPostSnapshot(post, post.tagNames)}
        defaultAuthorId={actor.id}
        defaultAccess={post.access}
        authors={authors.map((a) => ({ id: a.id, label: a.name ? `${a.name} (@${a.handle})` : `@${a.handle}` }))}
        tagSuggestions={tagList.map((t) => t.name)}
        emailChoice={<PostEmailPanel postId={post.id} status={emailStatus} recipients={recipients} audience={audience} />}
      />
      {newsletterStats ? <NewsletterStatsPanel stats={newsletterStats} /> : null}
      <AuditList title="History" entries={audit} />
    </>
  );
}
