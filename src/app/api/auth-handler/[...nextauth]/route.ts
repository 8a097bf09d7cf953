import type { NextRequest } from "next/server";
import { handleAuthRequest } from "@/server/http/auth-endpoint";

// Reached only through the rewrite in src/proxy.ts from AUTH_BASE_PATH (configurable at
// run time, while route folders are fixed at build time).
type Context = { params: Promise<{ nextauth: string[] }> };

export async function GET(request: NextRequest, context: Context) {
  return handleAuthRequest(request, (await context.params).nextauth);
}

export async function HEAD(request: NextRequest, context: Context) {
  return handleAuthRequest(request, (await context.params).nextauth);
}

export async function POST(request: NextRequest, context: Context) {
  return handleAuthRequest(request, (await context.params).nextauth);
}
