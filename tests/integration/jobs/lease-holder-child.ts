/**
 * A process that takes a lease and then hangs until it is killed, for the test of a dead
 * holder: it never releases it.
 */
import { openPostgres } from "@/server/db/open";
import { tryTakeLease } from "@/server/jobs/lease";

const handle = await openPostgres(process.env.DATABASE_URL!);
const taken = await tryTakeLease(handle.db, process.env.LEASE_NAME!, Number(process.env.LEASE_MS));
console.log(taken ? "taken" : "refused");
setInterval(() => undefined, 60_000);
