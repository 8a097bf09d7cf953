import { exportMemberData } from "@/server/account-data/export-member-data";
import { withRoute } from "@/server/http/with-route";

/** "Download my data": everything held about the signed-in member, as one JSON file (401 JSON without a session). */
export const GET = withRoute({ role: "reader" }, async ({ session }) => {
  const data = await exportMemberData(session!.user.id);
  const day = data.exportedAt.toISOString().slice(0, 10);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="groundwork-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
