import { withRoute } from "@/server/http/with-route";
import { streamSiteExport } from "@/server/export/stream-site-export";

/** Moving out: every post as Markdown with its images, the members CSV and the settings, as one zip streamed as it is written (owners only). */
export const GET = withRoute({ role: "owner" }, async ({ actor }) => {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(streamSiteExport({ actor: actor! }), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="groundwork-export-${day}.zip"`,
      "Cache-Control": "no-store",
    },
  });
});
