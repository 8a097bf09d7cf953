import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../../support/app-server";

/**
 * The built server (`npm start`) against clients that misbehave, then stopped under load: a
 * body that never ends, a client that goes away mid-response, and SIGTERM while requests run.
 * One server for the file; the drain, last, stops it.
 */
let app: AppServer;

beforeAll(async () => {
  app = await startAppServer({ REQUEST_TIMEOUT_SECONDS: "2", SHUTDOWN_TIMEOUT_SECONDS: "8" });
}, 200_000);

afterAll(async () => {
  await app?.stop();
});

/** A raw connection: what is sent, when, and everything that comes back until the server closes it. */
function rawConnection(): Promise<{ socket: Socket; received: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(app.port, "127.0.0.1", () => {
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      const received = new Promise<string>((done) => socket.on("close", () => done(text)));
      resolve({ socket, received });
    });
    socket.on("error", reject);
  });
}

const searchPath = "/1/indexes/*/queries?x-algolia-application-id=groundwork&x-algolia-api-key=k";
const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);

describe("bad input", () => {
  it("answers a body that stops arriving with 408 and closes the connection, within the request timeout", async () => {
    for (const path of [searchPath, "/api/event"]) {
      const { socket, received } = await rawConnection();
      const started = Date.now();
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost:${app.port}\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n{"requ`,
      );
      const raw = await received;
      expect(statusOf(raw), path).toBe(408);
      expect(Date.now() - started, path).toBeLessThan(10_000);
    }
    // The server is none the worse.
    expect((await fetch(`${app.url}/robots.txt`)).status).toBe(200);
  }, 30_000);

  it("answers a body that never ends, past the limit, with 413 instead of reading on", async () => {
    const { socket, received } = await rawConnection();
    socket.write(`POST ${searchPath} HTTP/1.1\r\nHost: localhost:${app.port}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = "x".repeat(16 * 1024);
    const timer = setInterval(() => socket.writable && socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`), 20);
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (data: Buffer) => {
        text += data.toString("latin1");
        if (text.includes("\r\n\r\n")) resolve(text);
      });
    });
    clearInterval(timer);
    socket.destroy();
    await received;
    expect(statusOf(answer)).toBe(413);
  }, 30_000);

  it("carries on when a client goes away in the middle of a response", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const postPath = new URL(/<loc>([^<]+\/posts\/[^<]+)<\/loc>/.exec(sitemap)![1]!).pathname;
    for (let i = 0; i < 20; i++) {
      const { socket, received } = await rawConnection();
      socket.write(
        `GET ${i % 2 ? postPath : "/feed.xml"} HTTP/1.1\r\nHost: localhost:${app.port}\r\nAccept-Encoding: ${i % 4 < 2 ? "gzip" : "identity"}\r\n\r\n`,
      );
      await new Promise<void>((resolve) => socket.once("data", () => resolve()));
      socket.destroy();
      await received;
    }
    const page = await fetch(`${app.url}${postPath}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</html>");
    expect(app.output.join("")).not.toMatch(/ERR_STREAM|write after end|Unhandled|uncaught/i);
  }, 60_000);
});

describe("SIGTERM under load", () => {
  it("answers every request it had started (none with 5xx), refuses new connections, then exits 0", async () => {
    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    const paths = ["/", "/feed.xml", "/robots.txt", "/api/auth/session", "/tags"];
    const loops = Array.from({ length: 6 }, async (_, index) => {
      for (let i = index; running; i++) {
        try {
          const response = await fetch(`${app.url}${paths[i % paths.length]}`);
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch (error) {
          const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
          failures.push(cause);
          if (cause === "ECONNREFUSED") return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // A request in flight across the signal: its body is still arriving when SIGTERM comes (all of
    // it within the 2 s request timeout, which Node.js checks once a second).
    const { socket, received } = await rawConnection();
    const body = JSON.stringify({ requests: [{ indexName: "posts", query: "habit" }] });
    socket.write(
      `POST ${searchPath} HTTP/1.1\r\nHost: localhost:${app.port}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = statuses.length;
    app.signal("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 700));
    socket.write(body.slice(10));
    const slow = await received;
    const code = await app.exited;
    running = false;
    await Promise.all(loops);
    console.log(
      `drain: ${statuses.length} answered (${statuses.length - before} after SIGTERM), failures ${JSON.stringify(countOf(failures))}`,
    );
    expect(statusOf(slow)).toBe(403); // the search's own answer (a made-up key), not a 5xx or a reset
    expect(slow).toMatch(/\r\nconnection: close\r\n/i);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(before);
    // Only connections refused once it stopped listening: no request was cut off or reset.
    expect(failures.filter((failure) => failure !== "ECONNREFUSED")).toEqual([]);
    expect(code).toBe(0);
    expect(app.output.join("")).toContain("[server] stopped");
  }, 60_000);
});

function countOf(values: string[]): Record<string, number> {
  return values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
}
