import "server-only";
import type { IncomingMessage } from "node:http";
import { everyPath, type HeaderRule } from "@/lib/security-headers";

/** The headers next.config.ts's rules give one request, as [name, value] pairs in the rules' order. */
export type HeadersForRequest = (request: IncomingMessage) => [string, string][];

/**
 * next.config.ts headers() rules as Next.js applies them, for the server's fast paths (search,
 * a gated post's body), which answer before Next.js: every rule here matches all paths, and a
 * `has` header condition is a regular expression matched against the whole (last) value
 * (next-internals.ts, point 5). A rule for other paths would need path matching: refuse it
 * loudly rather than send different headers from the route file.
 */
export function compileHeaderRules(rules: HeaderRule[], fastPath: string): HeadersForRequest {
  for (const rule of rules) {
    if (rule.source !== everyPath) throw new Error(`The ${fastPath} applies only header rules for "${everyPath}", not "${rule.source}".`);
  }
  const compiled = rules.map((rule) => ({
    conditions: (rule.has ?? []).map(({ key, value }) => ({ name: key.toLowerCase(), pattern: new RegExp(`^${value}$`) })),
    headers: rule.headers.map(({ key, value }): [string, string] => [key, value]),
  }));
  return (request) =>
    compiled.flatMap(({ conditions, headers }) =>
      conditions.every(({ name, pattern }) => {
        const value = request.headers[name];
        const last = Array.isArray(value) ? value.at(-1) : value;
        return last !== undefined && last !== "" && pattern.test(last);
      })
        ? headers
        : [],
    );
}
