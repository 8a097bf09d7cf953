import type { ServerResponse } from "node:http";
import type { HttpAnswer } from "@/server/http/http-answer";

/** Sends an answer the server gives itself, whole, with its length (the body left out for HEAD). */
export function writeAnswer(response: ServerResponse, answer: HttpAnswer, headOnly = false): void {
  const bytes = Buffer.from(answer.body, "utf8");
  for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
  response.setHeader("content-length", bytes.length);
  response.writeHead(answer.status);
  response.end(headOnly ? undefined : bytes);
}
