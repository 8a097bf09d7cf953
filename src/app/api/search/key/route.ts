import { toErrorResponse } from "@/server/errors";
import { issueSearchKey } from "@/server/search/issue-search-key";

export async function GET() {
  try {
    return Response.json(await issueSearchKey(), { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    return toErrorResponse(error);
  }
}
