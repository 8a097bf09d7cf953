import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { requireAdminPage } from "@/server/http/require-page-session";
import { listImportRuns } from "@/server/import/list-import-runs";
import { LocalTime } from "@/components/admin/local-time";
import { ImportUploadForm } from "@/components/admin/import/import-upload-form";

export const metadata: Metadata = { title: "Import" };

/** Owners upload an export from another platform; earlier imports are listed with their state. */
export default async function AdminImportPage() {
  await connection();
  const actor = await requireAdminPage("owner", "/admin/import");
  const runs = await listImportRuns({ actor });
  return (
    <>
      <h1 className="text-2xl font-bold">Import</h1>
      <p className="mt-2 max-w-prose text-sm text-zinc-600 dark:text-zinc-400">
        Bring posts and members from Substack, Ghost, WordPress, Medium or beehiiv. Nobody is emailed by an import; old links
        keep working through <Link href="/admin/redirects" className="underline">redirects</Link>.
      </p>
      <div className="mt-6 max-w-2xl">
        <ImportUploadForm />
      </div>
      <h2 className="mt-8 text-lg font-semibold">Earlier imports</h2>
      {runs.length === 0 ? (
        <p className="mt-2 text-sm">None yet.</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {runs.map((run) => (
            <li key={run.id}>
              <Link href={`/admin/import/${run.id}`} className="font-medium underline">
                {run.fileName}
              </Link>{" "}
              ({run.format}) · {run.status} · {run.done} of {run.total} · <LocalTime iso={run.createdAt.toISOString()} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
