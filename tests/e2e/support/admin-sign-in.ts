import { randomBytes } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { Client } from "pg";

type Role = "reader" | "editor" | "owner";
type SignInAs = (context: BrowserContext, email: string, options?: { role?: Role }) => Promise<void>;

/**
 * Signs a browser context in as `email`. Uses the sign-in work's `signInAs(context, email)`
 * from tests/support/sign-in.ts when that branch is merged; otherwise (this branch alone)
 * falls back to what Auth.js's database sessions amount to: a users row with the role, a
 * sessions row, and the `authjs.session-token` cookie. The fallback needs the e2e server
 * on PostgreSQL (DATABASE_URL), since an embedded database has one owner process.
 */
export async function signInAs(context: BrowserContext, email: string, role: Role): Promise<void> {
  const shared = await loadSharedSignIn();
  if (shared) return shared(context, email, { role });
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("No tests/support/sign-in.ts signInAs and no DATABASE_URL: cannot sign in for the admin journeys.");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const handle = email.split("@")[0]!.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 40);
    const { rows } = await client.query<{ id: string }>(
      `insert into users (id, email, handle, name, role) values (gen_random_uuid()::text, $1, $2, $3, $4)
       on conflict (lower(email)) do update set role = excluded.role returning id`,
      [email, handle, handle, role],
    );
    const token = randomBytes(32).toString("hex");
    await client.query("insert into sessions (session_token, user_id, expires) values ($1, $2, now() + interval '1 day')", [token, rows[0]!.id]);
    const baseURL = `http://localhost:${process.env.E2E_PORT}`;
    await context.addCookies([{ name: "authjs.session-token", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  } finally {
    await client.end();
  }
}

async function loadSharedSignIn(): Promise<SignInAs | null> {
  const modulePath = "../../support/sign-in";
  try {
    const loaded = (await import(modulePath)) as { signInAs?: SignInAs };
    return loaded.signInAs ?? null;
  } catch {
    return null;
  }
}
