import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { freePort } from "./app-server";

export const redisServerPath = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

export type OwnRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void>; destroy: () => Promise<void> };

/**
 * A Redis server of the test's own (Debian's redis-server, on a free port, keeping nothing on
 * disk), for tests that stop and restart it: never the shared one on 6379.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  if (!existsSync(redisServerPath)) throw new Error(`${redisServerPath} is missing (apt-get install redis-server)`);
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(redisServerPath, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGKILL");
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
