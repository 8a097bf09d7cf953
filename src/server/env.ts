import { z } from "zod";
import { isProxyFree, proxyFreePrefixes } from "@/lib/site-paths";

/**
 * The only reader of process.env. Parsed once, on first use (never at import, so
 * `next build` needs no secrets); `scripts/start.ts` calls it before serving so a bad
 * value stops the server with a message naming the variable.
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const urlString = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    );

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(urlString(protocols).optional());

/** DATABASE_SEARCH_CONNECTIONS unless set (and openPostgres's when not given one). */
export const defaultSearchConnections = 4;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** The port `npm start` serves on; the public origin follows it when SITE_URL is unset. */
  PORT: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(65_535).default(3000)),
  SITE_URL: optionalUrl(["http:", "https:"]),
  SITE_NAME: z.string().trim().min(1).max(80).default("Groundwork"),
  CONTACT_EMAIL: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),

  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATABASE_READ_URL: optionalUrl(["postgres:", "postgresql:"]),
  /**
   * PostgreSQL connections a node keeps for search statements: about as many as the database
   * server has cores for search (docs/capacity.md). More only make the searches share the cores.
   */
  DATABASE_SEARCH_CONNECTIONS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(100).default(defaultSearchConnections),
  ),
  DATA_DIR: z.string().trim().min(1).default("./data"),

  /** Uploads in S3-compatible object storage instead of DATA_DIR/uploads (docs/deploy.md). */
  S3_BUCKET: optionalString,
  /** An S3-compatible service (MinIO, Cloudflare R2, Garage…); unset: AWS S3. */
  S3_ENDPOINT: optionalUrl(["http:", "https:"]),
  S3_REGION: z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().min(1).default("us-east-1")),
  /** Unset: the AWS SDK's own credential chain (environment, instance or task role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Bucket in the path (`endpoint/bucket/key`), which most self-hosted services need. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** CLUSTER=true without S3: DATA_DIR/uploads is one folder mounted on every node (NFS, EFS). */
  UPLOADS_SHARED_FOLDER: booleanFlag,

  AUTH_SECRET: z.string().min(32, "must be at least 32 characters (try: openssl rand -base64 33)").optional(),
  AUTH_BASE_PATH: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/, "must be a path like /api/auth (leading slash, no trailing slash)")
    // The proxy that serves it skips some paths (src/lib/site-paths.ts).
    .refine((value) => !isProxyFree(value) && !isProxyFree(`${value}/`), `must not lie under ${proxyFreePrefixes.join(", ")}`)
    .default("/api/auth"),
  AUTH_GITHUB_ID: optionalString,
  AUTH_GITHUB_SECRET: optionalString,
  AUTH_GOOGLE_ID: optionalString,
  AUTH_GOOGLE_SECRET: optionalString,
  OWNER_EMAIL: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TRUST_PROXY: booleanFlag,
  /** How long a magic link works. 10 minutes; tests shorten it to see an expired link. */
  MAGIC_LINK_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Magic-link requests allowed per 15 minutes, per client address and per email address. */
  MAGIC_LINK_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),

  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: z.string().trim().min(3).default("Groundwork <no-reply@groundwork.local>"),

  REDIS_URL: optionalUrl(["redis:", "rediss:"]),
  /** Starts every key this app writes to Redis (rate limits, the page cache): several sites or test runs can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{0,40}$/, "Use up to 40 letters, digits, '_', '.' or '-'.")
    .default("gw")
    .transform((prefix) => prefix || "gw"),
  /** How long a request's headers and body may take to arrive before the server answers 408 and closes the connection. */
  REQUEST_TIMEOUT_SECONDS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(3600).default(60),
  ),
  /** On SIGTERM: how long requests in flight and background work get to finish before the process exits. */
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(600).default(10),
  ),
  /** Several app processes behind a load balancer: the start refuses settings that cannot be shared (docs/deploy.md). */
  CLUSTER: booleanFlag,

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  STRIPE_API_URL: optionalUrl(["http:", "https:"]),
  /** Tests only: imports may fetch images from loopback and private addresses (the tests' own image server). */
  IMPORT_FETCH_PRIVATE_HOSTS: booleanFlag,

  ALGOLIA_APP_ID: optionalString,
  ALGOLIA_ADMIN_API_KEY: optionalString,
  ALGOLIA_SEARCH_API_KEY: optionalString,
  /** Tests only: send Algolia requests to this server instead of Algolia's hosts. */
  ALGOLIA_API_URL: optionalUrl(["http:", "https:"]),

  CRISP_WEBSITE_ID: optionalString,
  SENTRY_DSN: optionalUrl(["http:", "https:"]),
  ANALYTICS_FORWARD_URL: optionalUrl(["http:", "https:"]),
});

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & {
  /** The public origin: SITE_URL, or http://localhost:PORT when it is unset. */
  SITE_URL: string;
  /** False when SITE_URL was left unset (a local start). */
  isSiteUrlSet: boolean;
  features: {
    billing: boolean;
    algolia: boolean;
    smtp: boolean;
    redis: boolean;
    /** Uploads in S3-compatible object storage (S3_BUCKET). */
    s3: boolean;
    crisp: boolean;
    sentry: boolean;
    github: boolean;
    google: boolean;
    devMailbox: boolean;
  };
};

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}\nSee .env.example for every variable and its format.`,
    );
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`));
  }
  const env = result.data;
  const problems: string[] = [];
  const pairs: [string, string | undefined, string, string | undefined][] = [
    ["AUTH_GITHUB_ID", env.AUTH_GITHUB_ID, "AUTH_GITHUB_SECRET", env.AUTH_GITHUB_SECRET],
    ["AUTH_GOOGLE_ID", env.AUTH_GOOGLE_ID, "AUTH_GOOGLE_SECRET", env.AUTH_GOOGLE_SECRET],
    ["STRIPE_SECRET_KEY", env.STRIPE_SECRET_KEY, "STRIPE_WEBHOOK_SECRET", env.STRIPE_WEBHOOK_SECRET],
    ["S3_ACCESS_KEY_ID", env.S3_ACCESS_KEY_ID, "S3_SECRET_ACCESS_KEY", env.S3_SECRET_ACCESS_KEY],
  ];
  for (const [nameA, a, nameB, b] of pairs) {
    if (Boolean(a) !== Boolean(b)) problems.push(`${a ? nameB : nameA}: must be set together with ${a ? nameA : nameB}`);
  }
  const billing = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  if (billing && (!env.STRIPE_PRICE_MONTHLY || !env.STRIPE_PRICE_YEARLY)) {
    problems.push("STRIPE_PRICE_MONTHLY / STRIPE_PRICE_YEARLY: both price ids are required when Stripe is configured");
  }
  const algoliaKeys = [env.ALGOLIA_APP_ID, env.ALGOLIA_ADMIN_API_KEY, env.ALGOLIA_SEARCH_API_KEY].filter(Boolean).length;
  if (algoliaKeys !== 0 && algoliaKeys !== 3) {
    problems.push("ALGOLIA_APP_ID / ALGOLIA_ADMIN_API_KEY / ALGOLIA_SEARCH_API_KEY: set all three or none");
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_BUCKET: required when S3_ENDPOINT or S3 keys are set (uploads would otherwise stay in DATA_DIR/uploads)");
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
    problems.push("AUTH_SECRET: required in production with DATABASE_URL (several servers must share it)");
  }
  if (problems.length > 0) throw new EnvError(problems);

  return {
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    isSiteUrlSet: env.SITE_URL !== undefined,
    features: {
      billing,
      algolia: algoliaKeys === 3,
      smtp: Boolean(env.SMTP_URL),
      redis: Boolean(env.REDIS_URL),
      s3: Boolean(env.S3_BUCKET),
      crisp: Boolean(env.CRISP_WEBSITE_ID),
      sentry: Boolean(env.SENTRY_DSN),
      github: Boolean(env.AUTH_GITHUB_ID),
      google: Boolean(env.AUTH_GOOGLE_ID),
      // Mail is kept in the local outbox; /dev/mailbox shows it to requests from this machine only.
      devMailbox: !env.SMTP_URL,
    },
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests swap configuration without touching process.env of other tests. */
export function setEnvForTests(overrides: Record<string, string | undefined>): Env {
  cached = parseEnv({ ...process.env, ...overrides });
  return cached;
}

/**
 * The secret the project's server (src/server/node-server/) puts in its own process's
 * environment before it starts Next.js: never configuration, never sent to a client. Its
 * presence says the app runs behind that server (instrumentation refuses to start otherwise);
 * its value proves the client stamp on a request was written by it (http/client-stamp.ts).
 * Read on every call, not cached with the rest: the server sets it after its config is parsed.
 */
export const serverTokenVariable = "GROUNDWORK_SERVER_TOKEN";

export function readServerToken(): string | undefined {
  return process.env[serverTokenVariable] || undefined;
}
