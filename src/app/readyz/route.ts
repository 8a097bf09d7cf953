import { connection } from "next/server";
import { checkReadiness } from "@/server/health/check-readiness";
import { withRoute } from "@/server/http/with-route";

/**
 * Readiness for the load balancer: 200 when the database (and Redis, when configured) answer,
 * else 503 naming what is down, so traffic goes to the other nodes meanwhile.
 */
export const GET = withRoute({}, async () => {
  await connection();
  const { ready, down } = await checkReadiness();
  const body = ready ? { status: "ready" } : { status: "unavailable", down };
  return Response.json(body, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
