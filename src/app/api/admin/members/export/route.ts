import { streamMembersCsv } from "@/server/accounts/stream-members-csv";
import { withRoute } from "@/server/http/with-route";

/** The members as a CSV download, streamed from the database (owners only: it holds every email address). */
export const GET = withRoute({ role: "owner" }, async ({ actor }) => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamMembersCsv({ actor: actor! }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
