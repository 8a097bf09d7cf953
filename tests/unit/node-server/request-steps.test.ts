import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { runRequestSteps, type RequestStep } from "@/server/node-server/request-steps";
import { writeAnswer } from "@/server/node-server/write-answer";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(steps: RequestStep[], seen: string[]): Promise<string> {
  const handler = runRequestSteps(steps, async (_request, response) => {
    seen.push("next.js");
    writeAnswer(response, { status: 200, headers: { "content-type": "text/plain" }, body: "from next" });
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the server's request steps", () => {
  it("run in order, a step that waits included, then hand the request to Next.js", async () => {
    const seen: string[] = [];
    const url = await serve(
      [
        { name: "first", run: () => (seen.push("first"), "next") },
        { name: "waits", run: () => new Promise((resolve) => setTimeout(() => (seen.push("waits"), resolve("next")), 20)) },
        { name: "third", run: (_request, response) => (seen.push("third"), response.setHeader("x-third", "1"), "next") },
      ],
      seen,
    );
    const response = await fetch(`${url}/anything`);
    expect(await response.text()).toBe("from next");
    expect(response.headers.get("x-third")).toBe("1");
    expect(seen).toEqual(["first", "waits", "third", "next.js"]);
  });

  it("stop at a step that answers: neither later steps nor Next.js see the request", async () => {
    const seen: string[] = [];
    const url = await serve(
      [
        {
          name: "answers /mine",
          run: (request, response) => {
            if (request.url !== "/mine") return "next";
            writeAnswer(response, { status: 202, headers: { "content-type": "text/plain" }, body: "mine" });
            return "answered";
          },
        },
        { name: "later", run: () => (seen.push("later"), "next") },
      ],
      seen,
    );
    const mine = await fetch(`${url}/mine`);
    expect([mine.status, await mine.text()]).toEqual([202, "mine"]);
    expect(seen).toEqual([]);
    expect(await (await fetch(`${url}/other`)).text()).toBe("from next");
    expect(seen).toEqual(["later", "next.js"]);
  });

  it("answer a step that throws with a plain 500, not a hung connection or a stack trace", async () => {
    const url = await serve([{ name: "broken", run: () => Promise.reject(new Error("secret detail")) }], []);
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
  });
});
