import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/server/env";

function errorOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error("expected an EnvError");
}

describe("configuration", () => {
  it("works with nothing set: embedded database, optional integrations off", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.AUTH_BASE_PATH).toBe("/api/auth");
    expect(env.DATABASE_SEARCH_CONNECTIONS).toBe(4);
    expect(env.features).toMatchObject({ billing: false, algolia: false, smtp: false, redis: false, crisp: false });
  });

  it("names the variable and the expected form of a malformed value", () => {
    expect(errorOf({ DATABASE_URL: "mysql://x" })).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//);
    expect(errorOf({ SITE_URL: "localhost:3000" })).toMatch(/SITE_URL: must be a URL/);
    expect(errorOf({ AUTH_BASE_PATH: "api/auth/" })).toMatch(/AUTH_BASE_PATH: must be a path like \/api\/auth/);
    expect(errorOf({ AUTH_SECRET: "short" })).toMatch(/AUTH_SECRET: must be at least 32 characters/);
    expect(errorOf({ DATABASE_SEARCH_CONNECTIONS: "0" })).toMatch(/DATABASE_SEARCH_CONNECTIONS: .*>=1/);
    expect(errorOf({ DATABASE_SEARCH_CONNECTIONS: "many" })).toMatch(/DATABASE_SEARCH_CONNECTIONS: .*number/);
  });

  it("requires the halves of an integration together", () => {
    expect(errorOf({ STRIPE_SECRET_KEY: "sk_test_1" })).toMatch(/STRIPE_WEBHOOK_SECRET: must be set together with STRIPE_SECRET_KEY/);
    expect(errorOf({ ALGOLIA_APP_ID: "APP" })).toMatch(/set all three or none/);
    expect(errorOf({ AUTH_GOOGLE_SECRET: "s" })).toMatch(/AUTH_GOOGLE_ID: must be set together/);
    expect(errorOf({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toMatch(/S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID/);
    expect(errorOf({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toMatch(/S3_BUCKET: required when S3_ENDPOINT/);
    expect(errorOf({ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" })).toMatch(/S3_ENDPOINT: must be a URL/);
  });

  it("keeps uploads in the folder unless S3_BUCKET is set; the region defaults to us-east-1", () => {
    expect(parseEnv({ S3_REGION: "" })).toMatchObject({ S3_REGION: "us-east-1", features: { s3: false } });
    expect(parseEnv({ S3_BUCKET: "uploads", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      S3_BUCKET: "uploads",
      S3_FORCE_PATH_STYLE: true,
      features: { s3: true },
    });
  });

  it("requires AUTH_SECRET in production on a database server", () => {
    expect(errorOf({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" })).toMatch(/AUTH_SECRET: required in production/);
  });

  it("turns on an integration when its keys are set", () => {
    const env = parseEnv({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_YEARLY: "price_y",
      REDIS_URL: "redis://127.0.0.1:6379",
    });
    expect(env.features.billing).toBe(true);
    expect(env.features.redis).toBe(true);
  });
});
