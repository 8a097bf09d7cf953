import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./app-server";

export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export type PostgresCluster = { url: string; stop: () => void; start: () => void; destroy: () => void };

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temp folder, on a free
 * port), for tests that stop and restart the database: never the shared server on 5432.
 * As root, PostgreSQL refuses to run: the cluster then belongs to the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "groundwork-pg-"));
  const isRoot = userInfo().uid === 0;
  if (isRoot) {
    const owner = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const group = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, owner, group);
    chmodSync(dir, 0o700);
  }
  const dataDir = path.join(dir, "data");
  const run = (binary: string, args: string[]) =>
    isRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(postgresBinDir, binary), ...args], { stdio: "pipe" })
      : execFileSync(path.join(postgresBinDir, binary), args, { stdio: "pipe" });
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => void run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = () => void run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
