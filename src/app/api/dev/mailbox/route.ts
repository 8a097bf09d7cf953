import { connection } from "next/server";
import { getEnv } from "@/server/env";
import { listOutbox } from "@/server/mail/outbox";

/** The outbox as JSON (for scripts and tests); off in production unless DEV_MAILBOX=true. */
export async function GET() {
  await connection();
  const env = getEnv();
  if (!env.features.devMailbox) return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  return Response.json({ mails: listOutbox(env) }, { headers: { "Cache-Control": "no-store" } });
}
