import { handleSingleQuery } from "@/server/search/handle-search-request";

export async function POST(request: Request, { params }: { params: Promise<{ indexName: string }> }) {
  const { indexName } = await params;
  return handleSingleQuery(request, indexName);
}
