import { withRoute } from "@/server/http/with-route";
import { issueSearchKey } from "@/server/search/issue-search-key";

export const GET = withRoute({ role: "guest" }, async ({ session }) =>
  Response.json(await issueSearchKey(session), { headers: { "cache-control": "private, no-store" } }),
);
