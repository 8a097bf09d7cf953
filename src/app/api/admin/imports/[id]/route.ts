import { withRoute } from "@/server/http/with-route";
import { getImportRun } from "@/server/import/get-import-run";

/** One import: its dry-run report, status, progress (`done` of `total`), outcome and problems (owners). */
export const GET = withRoute<undefined, { id: string }>({ role: "owner" }, async ({ actor, params }) =>
  Response.json(await getImportRun({ actor: actor!, runId: params.id }), { headers: { "cache-control": "no-store" } }),
);
