import { z } from "zod";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/with-route";
import { saveRequestBody } from "@/server/http/save-request-body";
import { formatBytes } from "@/server/import/archive/open-zip-archive";
import { createImportRun } from "@/server/import/create-import-run";
import { getImportRun } from "@/server/import/get-import-run";
import { listImportRuns } from "@/server/import/list-import-runs";
import { maxImportBytes } from "@/server/import/read-import-file";

const nameSchema = z.string().trim().max(200).catch("upload");

/** The latest imports (owners). */
export const GET = withRoute({ role: "owner" }, async ({ actor }) => Response.json({ imports: await listImportRuns({ actor: actor! }) }));

/**
 * POST the export file itself as the body (`curl --data-binary @export.zip`), its name in
 * `?name=`: it is streamed to disk (never held in memory, refused past the import size bound),
 * recognised and dry-run; the answer is the run with its report (201). "Import" is then
 * POST /api/admin/imports/<id>/start. This path is outside the proxy (src/lib/site-paths.ts),
 * which would otherwise buffer the body and cut it at 10 MB.
 */
export const POST = withRoute({ role: "owner" }, async ({ request, actor }) => {
  if ((request.headers.get("content-type") ?? "").includes("multipart/form-data"))
    throw new AppError("unsupported_media_type", "Send the file itself as the body (e.g. curl --data-binary @export.zip), not a form.");
  const fileName = nameSchema.parse(new URL(request.url).searchParams.get("name") ?? "upload") || "upload";
  const upload = await saveRequestBody(
    request.body,
    request.headers.get("content-length"),
    maxImportBytes,
    `The file is larger than ${formatBytes(maxImportBytes)}, the most one import takes.`,
  );
  try {
    const { run } = await createImportRun({ actor: actor!, fileName, sourcePath: upload.path });
    return Response.json(await getImportRun({ actor: actor!, runId: run.id }), { status: 201 });
  } finally {
    await upload.dispose();
  }
});
