import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listAuthors } from "@/server/posts/list-authors";
import { listAdminTags } from "@/server/posts/list-admin-tags";
import { getAccessSettings } from "@/server/settings/get-access-settings";
import { PostEditor } from "@/components/admin/editor/post-editor";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/posts/new");
  const [authors, tagList, accessSettings] = await Promise.all([listAuthors({ actor }), listAdminTags({ actor }), getAccessSettings()]);
  return (
    <PostEditor
      post={null}
      defaultAuthorId={actor.id}
      defaultAccess={accessSettings.defaultPostAccess}
      authors={authors.map((a) => ({ id: a.id, label: a.name ? `${a.name} (@${a.handle})` : `@${a.handle}` }))}
      tagSuggestions={tagList.map((t) => t.name)}
      emailChoice={<p className="text-xs text-zinc-600 dark:text-zinc-400">Save the draft to choose whether to email it.</p>}
    />
  );
}
