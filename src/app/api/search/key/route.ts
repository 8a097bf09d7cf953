import { siteOriginForHost } from "@/server/site-origin";
import { withRoute } from "@/server/http/with-route";
import { getEnv } from "@/server/env";
import { issueSearchKey } from "@/server/search/issue-search-key";

export const GET = withRoute({ role: "guest" }, async ({ session, request }) =>
  Response.json(await issueSearchKey(session, siteOriginForHost(getEnv(), request.headers.get("host"))), {
    headers: { "cache-control": "private, no-store" },
  }),
);
