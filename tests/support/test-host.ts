import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { userInfo } from "node:os";
import { promisify } from "node:util";

const run = promisify(execFile);

/** An HTTP answer as a remote host received it. */
export type RemoteAnswer = { status: number; body: string };

export type TestHost = {
  /** This machine's address as the test host sees it: where to send requests to the app. */
  serverAddress: string;
  /** The test host's own address (what the app's socket sees). */
  address: string;
  /** GET `url` from the test host with exactly these headers (`Host` included), as curl sends it. */
  get: (url: string, headers: Record<string, string>) => Promise<RemoteAnswer>;
  remove: () => void;
};

/**
 * A second host for a test: a network namespace of its own joined to this machine by a veth pair
 * (10.231.N.2 there, 10.231.N.1 here), so that requests really come from another address, not
 * loopback. Needs root and iproute2; `whyNot()` says when it cannot be made. `remove()` deletes
 * the link and the namespace (the test calls it in afterAll).
 */
export async function createTestHost(): Promise<TestHost> {
  const id = randomBytes(3).toString("hex");
  const namespace = `gw-test-${id}`;
  const [outside, inside] = [`gwa${id}`, `gwb${id}`];
  const subnet = 16 + (parseInt(id, 16) % 200);
  const [serverAddress, address] = [`10.231.${subnet}.1`, `10.231.${subnet}.2`];
  const ip = (...args: string[]) => execFileSync("ip", args, { stdio: "pipe" });
  const remove = () => {
    for (const args of [
      ["link", "del", outside],
      ["netns", "del", namespace],
    ]) {
      try {
        ip(...args);
      } catch {
        // already gone
      }
    }
  };
  try {
    ip("netns", "add", namespace);
    ip("link", "add", outside, "type", "veth", "peer", "name", inside);
    ip("link", "set", inside, "netns", namespace);
    ip("addr", "add", `${serverAddress}/30`, "dev", outside);
    ip("link", "set", outside, "up");
    ip("netns", "exec", namespace, "ip", "addr", "add", `${address}/30`, "dev", inside);
    ip("netns", "exec", namespace, "ip", "link", "set", inside, "up");
    ip("netns", "exec", namespace, "ip", "link", "set", "lo", "up");
  } catch (error) {
    remove();
    throw error;
  }
  return {
    serverAddress,
    address,
    remove,
    get: async (url, headers) => {
      const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
      const { stdout } = await run("ip", [
        "netns",
        "exec",
        namespace,
        "curl",
        "-s",
        "-m",
        "20",
        "-w",
        "\n%{http_code}",
        ...headerArgs,
        url,
      ]);
      const at = stdout.lastIndexOf("\n");
      return { status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) };
    },
  };
}

/** Why a test host cannot be made on this machine, or null when it can. */
export function whyNoTestHost(): string | null {
  if (userInfo().uid !== 0) return "it needs root (ip netns)";
  for (const tool of ["ip", "curl"]) {
    try {
      execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "pipe" });
    } catch {
      return `${tool} is not installed`;
    }
  }
  return null;
}
