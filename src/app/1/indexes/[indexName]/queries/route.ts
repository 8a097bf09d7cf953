import { handleMultiQuery } from "@/server/search/handle-search-request";

// The Algolia multi-query endpoint: the client calls /1/indexes/*/queries (the segment is a literal "*").
export async function POST(request: Request, { params }: { params: Promise<{ indexName: string }> }) {
  const { indexName } = await params;
  if (indexName !== "*") return Response.json({ message: "Use /1/indexes/*/queries", status: 404 }, { status: 404 });
  return handleMultiQuery(request);
}
