import { connection } from "next/server";
import { withRoute } from "@/server/http/with-route";

/** Liveness for a load balancer or supervisor: the process answers. Touches no database, no Redis. */
export const GET = withRoute({}, async () => {
  await connection();
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
});
