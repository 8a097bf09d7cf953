import { withRoute } from "@/server/http/with-route";
import { undoImportRun } from "@/server/import/undo-import-run";

/** Takes a finished import back (what nobody has changed since); the answer counts what went and what stayed. */
export const POST = withRoute<undefined, { id: string }>({ role: "owner" }, async ({ actor, params }) =>
  Response.json({ undone: await undoImportRun({ actor: actor!, runId: params.id }) }),
);
