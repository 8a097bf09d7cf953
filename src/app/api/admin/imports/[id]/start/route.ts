import { withRoute } from "@/server/http/with-route";
import { getImportRun } from "@/server/import/get-import-run";
import { startImportRun } from "@/server/import/start-import-run";

/** "Import" after the dry run (or "Try again" after a failure): queued as a background task; 202 with the run. */
export const POST = withRoute<undefined, { id: string }>({ role: "owner" }, async ({ actor, params }) => {
  await startImportRun({ actor: actor!, runId: params.id });
  return Response.json(await getImportRun({ actor: actor!, runId: params.id }), { status: 202 });
});
