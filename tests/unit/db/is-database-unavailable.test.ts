import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/server/db/is-database-unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("telling an outage from a failed query", () => {
  it("is an outage when the database cannot be reached, however deep the driver's error is wrapped", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select …", { cause: withCode("terminating connection", "57P01") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]))).toBe(true);
  });

  it("is not an outage when a query itself is wrong", () => {
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: withCode('relation "x" does not exist', "42P01") }))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
