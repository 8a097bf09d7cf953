import "server-only";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";

/**
 * Billing endpoints take plain HTML form posts (they work without JavaScript) and JSON.
 * Form posts from another site are refused: they would act with the visitor's cookie.
 */
export async function readFormOrJson(request: Request): Promise<{ isForm: boolean; body: Record<string, unknown> }> {
  const origin = request.headers.get("origin");
  // Behind a proxy the request URL is the server's own origin; the public one is SITE_URL.
  const allowed = [new URL(request.url).origin, new URL(getEnv().SITE_URL).origin];
  if (origin && !allowed.includes(origin)) throw new AppError("forbidden", "Cross-site requests are not accepted.");
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch(() => undefined);
    if (!body || typeof body !== "object") throw new AppError("bad_request", "The body must be a JSON object.");
    return { isForm: false, body: body as Record<string, unknown> };
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    return { isForm: true, body: Object.fromEntries((await request.formData()).entries()) };
  }
  throw new AppError("bad_request", "Send a form or JSON body.");
}
