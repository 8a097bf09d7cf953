import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AppError } from "@/server/errors";
import { requireAdminPage } from "@/server/http/require-page-session";
import { getImportRun } from "@/server/import/get-import-run";
import type { ImportRunJson } from "@/lib/import-run-json";
import { ImportRunPanel } from "@/components/admin/import/import-run-panel";

export const metadata: Metadata = { title: "Import" };

type Props = { params: Promise<{ id: string }> };

/** One import: its report, then its progress and outcome (the panel keeps reading them while it runs). */
export default async function AdminImportRunPage({ params }: Props) {
  await connection();
  const { id } = await params;
  const actor = await requireAdminPage("owner", `/admin/import/${id}`);
  const run = await getImportRun({ actor, runId: id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  // The same JSON the panel then polls (dates as strings).
  const initial = JSON.parse(JSON.stringify(run)) as ImportRunJson;
  return (
    <>
      <Link href="/admin/import" className="text-sm underline">
        ← Imports
      </Link>
      <h1 className="mt-2 text-2xl font-bold break-all">{run.fileName}</h1>
      <ImportRunPanel initial={initial} />
    </>
  );
}
