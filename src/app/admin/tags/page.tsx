import type { Metadata } from "next";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listAdminTags } from "@/server/posts/list-admin-tags";
import { CreateTagForm, EditTagForm } from "@/components/admin/tag-forms";

export const metadata: Metadata = { title: "Tags" };

export default async function AdminTagsPage() {
  await connection();
  const actor = await requireAdminPage("editor", "/admin/tags");
  const tagList = await listAdminTags({ actor });
  return (
    <>
      <h1 className="text-2xl font-bold">Tags</h1>
      <div className="mt-6">
        <CreateTagForm />
      </div>
      <h2 className="mt-8 text-lg font-semibold">
        {tagList.length} {tagList.length === 1 ? "tag" : "tags"}
      </h2>
      <ul className="mt-3 space-y-3">
        {tagList.map((tag) => (
          <EditTagForm key={`${tag.id}:${tag.name}:${tag.slug}:${tag.description}`} tag={tag} />
        ))}
      </ul>
    </>
  );
}
