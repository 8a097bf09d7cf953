import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { findClusterConfigProblems } from "@/server/cluster/find-cluster-config-problems";
import { parseEnv } from "@/server/env";

// NODE_ENV is left out: in production parseEnv itself already refuses DATABASE_URL without AUTH_SECRET.
const complete = {
  CLUSTER: "true",
  AUTH_SECRET: "a-secret-shared-by-every-node-0123456789",
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  NEXT_DEPLOYMENT_ID: "abc123",
  SITE_URL: "https://groundwork.example",
  TRUST_PROXY: "true",
  DATABASE_URL: "postgres://app@db.internal:5432/groundwork",
  REDIS_URL: "redis://redis.internal:6379",
  S3_BUCKET: "groundwork-uploads",
};

const problemsOf = (source: Record<string, string | undefined>, built: string | undefined = "abc123") =>
  findClusterConfigProblems(parseEnv(source), source, built);

describe("cluster mode start check", () => {
  it("passes when every shared setting is there and the build has the same deployment id", () => {
    expect(problemsOf(complete)).toEqual([]);
    expect(problemsOf(complete, undefined)).toEqual([]);
    expect(parseEnv(complete).CLUSTER).toBe(true);
    expect(parseEnv({}).CLUSTER).toBe(false);
  });

  it.each([
    ["AUTH_SECRET", /^AUTH_SECRET: required/],
    ["NEXT_SERVER_ACTIONS_ENCRYPTION_KEY", /^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: required/],
    ["NEXT_DEPLOYMENT_ID", /^NEXT_DEPLOYMENT_ID: required/],
    ["SITE_URL", /^SITE_URL: required/],
    ["TRUST_PROXY", /^TRUST_PROXY: required/],
    ["REDIS_URL", /^REDIS_URL: required/],
    ["S3_BUCKET", /^S3_BUCKET: required .*UPLOADS_SHARED_FOLDER=true/],
  ])("names %s when it is missing", (name, message) => {
    const problems = problemsOf({ ...complete, [name]: undefined });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it("refuses the embedded database (no DATABASE_URL)", () => {
    // Without DATABASE_URL the production AUTH_SECRET rule of parseEnv does not apply; this one does.
    expect(problemsOf({ ...complete, DATABASE_URL: undefined })).toEqual([expect.stringMatching(/^DATABASE_URL: required .*embedded/)]);
  });

  it("accepts a shared upload folder instead of S3 when the operator says it is one", () => {
    expect(problemsOf({ ...complete, S3_BUCKET: undefined, UPLOADS_SHARED_FOLDER: "true" })).toEqual([]);
  });

  it("accepts TRUST_PROXY=false when it is set explicitly", () => {
    expect(problemsOf({ ...complete, TRUST_PROXY: "false" })).toEqual([]);
  });

  it("refuses an encryption key of the wrong length", () => {
    expect(problemsOf({ ...complete, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: "c2hvcnQ=" })).toEqual([
      expect.stringMatching(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: must be base64 of 16, 24 or 32 bytes/),
    ]);
  });

  it("refuses a build made with another (or no) deployment id", () => {
    expect(problemsOf(complete, "old")).toEqual([expect.stringMatching(/NEXT_DEPLOYMENT_ID: the build in .next was made with "old"/)]);
    expect(problemsOf(complete, "")).toEqual([expect.stringMatching(/made with none/)]);
  });

  it("lists every problem at once", () => {
    expect(problemsOf({ CLUSTER: "true" }, undefined)).toHaveLength(8);
  });

  it("`npm start` stops with exit code 1 and names what is missing, before building or opening a database", () => {
    const result = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/start.ts"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        CLUSTER: "true",
        SITE_URL: "https://groundwork.example",
        DATA_DIR: "/nonexistent",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Cannot start in cluster mode (CLUSTER=true)");
    expect(result.stderr).toContain("NEXT_DEPLOYMENT_ID: required");
    expect(result.stderr).toContain("REDIS_URL: required");
    expect(result.stderr).not.toContain("SITE_URL: required");
  });
});
