import "server-only";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { Adapter, AdapterUser } from "@auth/core/adapters";
import type { EmailConfig } from "@auth/core/providers/email";
import { skipCSRFCheck } from "@auth/core";
import type { NextAuthConfig } from "next-auth";
import GitHub from "next-auth/providers/github";
import Google from "next-auth/providers/google";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { accounts, sessions, users, verificationTokens, type User } from "@/server/db/schema";
import { getEnv, type Env } from "@/server/env";
import { getEntitlements } from "@/server/billing/get-entitlements";
import { createUserWithHandle } from "@/server/accounts/create-user-with-handle";
import { promoteOwnerEmail } from "@/server/accounts/promote-owner-email";
import { safeCallbackPath } from "@/lib/callback-url";
import { isSiteOrigin } from "@/server/site-origin";
import { sendMail } from "@/server/mail/send-mail";
import { getAuthSecret } from "./auth-secret";
import { composeJoinConfirmationMail } from "./compose-join-confirmation-mail";
import { composeMagicLinkMail } from "./compose-magic-link-mail";
import { currentJoinRequest, joinField } from "./join-request";
import { confirmPagePath, signInPagePath, verifyRequestPagePath } from "./paths";
import { recordingFailure } from "./session-lookup";
import { currentSignUpChoices, newPostsField, signupField } from "./sign-up-choices";
import { setNewPostsPreference } from "@/server/newsletter/mail-preferences";
import { getSiteSettings } from "@/server/settings/get-site-settings";
import { afterSignIn } from "@/server/membership/after-sign-in";

/** Sessions live 30 days in the database (revocable by deleting the row); refreshed daily. */
const sessionMaxAge = 30 * 24 * 60 * 60;

/**
 * Built on the first request (never at import), so `next build` opens no database and
 * needs no secret.
 */
export async function buildAuthConfig(): Promise<NextAuthConfig> {
  const env = getEnv();
  const db = await getDb();
  const isOwnerEmail = (email: string | null | undefined) =>
    Boolean(email && env.OWNER_EMAIL && email.toLowerCase() === env.OWNER_EMAIL.toLowerCase());

  const base = DrizzleAdapter(db, {
    usersTable: users,
    accountsTable: accounts,
    sessionsTable: sessions,
    verificationTokensTable: verificationTokens,
  });
  const adapter: Adapter = {
    ...base,
    // Our accounts need a handle; the library's insert knows nothing of it.
    createUser: async (data) => {
      const created = await createUserWithHandle({ ...data, role: isOwnerEmail(data.email) ? "owner" : "reader" });
      // "Email me new posts" ticked at sign-up (sign-up-choices.ts).
      if (currentSignUpChoices()?.newPosts) await setNewPostsPreference(created.id, true);
      return toAdapterUser(created);
    },
    // A lookup that fails is an error, not "no session" (session-lookup.ts).
    getSessionAndUser: (token) => recordingFailure(async () => base.getSessionAndUser!(token)),
    // Addresses are stored lower-case and unique regardless of case.
    getUserByEmail: async (email) => {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ? toAdapterUser(row) : null;
    },
  };

  return {
    adapter,
    // A join is posted by our own route (/api/join), which refused other sites itself and has no
    // Auth.js CSRF cookie to show; every other request keeps Auth.js's double-submit check.
    ...(currentJoinRequest() ? { skipCSRFCheck } : {}),
    secret: getAuthSecret(env),
    basePath: env.AUTH_BASE_PATH,
    trustHost: true,
    useSecureCookies: new URL(env.SITE_URL).protocol === "https:",
    session: { strategy: "database", maxAge: sessionMaxAge, updateAge: 24 * 60 * 60 },
    pages: { signIn: signInPagePath, error: signInPagePath, verifyRequest: verifyRequestPagePath, signOut: "/account" },
    providers: [magicLinkProvider(env), ...oauthProviders(env)],
    callbacks: {
      redirect: ({ url, baseUrl }) => {
        // baseUrl is the origin handleAuthRequest gave Auth.js: the loopback name the visitor
        // used on a local start, otherwise SITE_URL. Stay on it; anything else becomes a path.
        const site = isSiteOrigin(env, baseUrl) ? baseUrl : new URL(env.SITE_URL).origin;
        let candidate = url;
        try {
          const parsed = new URL(url);
          if (isSiteOrigin(env, parsed.origin)) candidate = `${parsed.pathname}${parsed.search}${parsed.hash}`;
        } catch {
          // relative: checked below
        }
        return `${site}${safeCallbackPath(candidate, site)}`;
      },
      session: async ({ session, user }) => {
        const row = user as AdapterUser & Partial<User>;
        const entitlements = await recordingFailure(() => getEntitlements(row.id));
        // A fresh object: the database session row (with its token) is never sent to the browser.
        return {
          expires: session.expires,
          user: { id: row.id, email: row.email, name: row.name ?? null, image: row.image ?? null },
          account: { id: row.id, handle: row.handle ?? "" },
          role: row.role ?? "reader",
          canSearch: entitlements.canSearch,
        } as unknown as typeof session;
      },
    },
    events: {
      signIn: async ({ user, isNewUser, account }) => {
        await promoteOwnerEmail(user.email, env.OWNER_EMAIL);
        const choices = currentSignUpChoices();
        const signupId = choices?.join?.signupId ?? choices?.signupId ?? null;
        if (user.id) {
          await afterSignIn({
            userId: user.id,
            isNewUser: Boolean(isNewUser),
            isJoin: Boolean(choices?.join),
            signupId,
            provider: account?.provider,
          });
        }
      },
    },
    logger: {
      // Expected client mistakes (used links, missing CSRF) are not server errors.
      error: (error) => {
        const name = (error as { type?: string }).type ?? error.name;
        if (["Verification", "MissingCSRF", "InvalidCheck", "UnknownAction", "AccessDenied"].includes(name)) return;
        console.error("[auth]", error);
      },
      warn: () => {},
    },
  };
}

function toAdapterUser(row: User): AdapterUser {
  return { ...row, id: row.id, email: row.email, emailVerified: row.emailVerified };
}

function magicLinkProvider(env: Env): EmailConfig {
  return {
    id: "email",
    type: "email",
    name: "Email",
    from: env.MAIL_FROM,
    maxAge: env.MAGIC_LINK_TTL_SECONDS,
    options: {},
    // The mail links to our confirmation page, not to the callback: link scanners that
    // fetch it (GET/HEAD) see a page with a button and use nothing up.
    sendVerificationRequest: async ({ identifier, url, request }) => {
      const callbackUrl = new URL(url);
      const callbackParams = callbackUrl.searchParams;
      // The link opens on the name the visitor used (127.0.0.1 or localhost on a local start).
      const site = isSiteOrigin(env, callbackUrl.origin) ? callbackUrl.origin : new URL(env.SITE_URL).origin;
      const link = new URL(confirmPagePath, site);
      link.searchParams.set("token", callbackParams.get("token") ?? "");
      link.searchParams.set("email", identifier);
      link.searchParams.set("callbackUrl", safeCallbackPath(callbackParams.get("callbackUrl"), site));
      const join = currentJoinRequest();
      const signupId = currentSignUpChoices()?.signupId;
      if (join) link.searchParams.set(joinField, join.signupId ?? "1");
      else {
        if (await wantsNewPosts(request)) link.searchParams.set(newPostsField, "1");
        // The sign-in form's pending attribution (#27): recorded if the link creates the account.
        if (signupId) link.searchParams.set(signupField, signupId);
      }
      const compose = join ? composeJoinConfirmationMail : composeMagicLinkMail;
      await sendMail(
        compose({
          to: identifier,
          link: link.toString(),
          siteName: (await getSiteSettings()).siteName,
          minutes: Math.floor(env.MAGIC_LINK_TTL_SECONDS / 60),
        }),
      );
    },
  };
}

/** The sign-in form's "Email me new posts" (Auth.js hands the form's fields on as JSON). */
async function wantsNewPosts(request: Request): Promise<boolean> {
  try {
    const body = (await request.json()) as Record<string, unknown> | null;
    return body?.[newPostsField] === "1";
  } catch {
    return false;
  }
}

function oauthProviders(env: Env) {
  const providers = [];
  if (env.AUTH_GITHUB_ID && env.AUTH_GITHUB_SECRET)
    providers.push(GitHub({ clientId: env.AUTH_GITHUB_ID, clientSecret: env.AUTH_GITHUB_SECRET }));
  if (env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET)
    providers.push(Google({ clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET }));
  return providers;
}
