import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { AppError } from "@/server/errors";
import { withRoute } from "@/server/http/with-route";
import { listOutbox } from "@/server/mail/outbox";
import { isLocalRequest } from "@/server/http/local-request";

/** The outbox as JSON (for scripts and tests): without SMTP_URL, to requests from this machine only. */
export const GET = withRoute({}, async ({ request }) => {
  await connection();
  const env = getEnv();
  if (!env.features.devMailbox || !isLocalRequest(request.headers)) throw new AppError("not_found", "Not found.");
  return Response.json({ mails: listOutbox(env) }, { headers: { "Cache-Control": "no-store" } });
});
