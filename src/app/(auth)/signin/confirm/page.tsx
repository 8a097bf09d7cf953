import type { Metadata } from "next";
import { connection } from "next/server";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormMessage } from "@/components/ui/form-message";
import { getEnv } from "@/server/env";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { safeCallbackPath } from "@/lib/callback-url";
import { newPostsField, signupField } from "@/server/auth/sign-up-choices";
import { joinField } from "@/server/auth/join-request";

export const metadata: Metadata = { title: "Confirm sign-in", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * Where the emailed link lands. Showing it uses nothing up (mail scanners fetch links);
 * only the button's POST hands the token to Auth.js.
 */
export default async function ConfirmSignInPage({ searchParams }: Props) {
  await connection();
  const env = getEnv();
  const { siteName } = await readSiteSettings();
  const params = await searchParams;
  const token = first(params.token).slice(0, 256);
  const email = first(params.email).slice(0, 254);
  const callbackPath = safeCallbackPath(first(params.callbackUrl), env.SITE_URL);
  // Ticked on the sign-in form; it can still be unticked here, by whoever holds the mail.
  const wantsNewPosts = first(params[newPostsField]) === "1";
  // A join's link (#27): confirming subscribes (new posts by email) and signs in.
  const join = first(params[joinField]).slice(0, 64);
  // What brought a sign-up from the sign-in form (#27): the pending attribution's id, passed on.
  const signup = first(params[signupField]).slice(0, 64);
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold">{join ? `Confirm your subscription to ${siteName}` : `Sign in to ${siteName}`}</h1>
      {token ? (
        <>
          <p>
            {email ? (
              <>
                {join ? "Subscribing" : "Signing in as"} <strong>{email}</strong>
                {join ? " to new posts by email." : "."}
              </>
            ) : null}{" "}
            Press the button to finish.
          </p>
          <form method="post" action={`${env.AUTH_BASE_PATH}/callback/email`}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="email" value={email} />
            <input type="hidden" name="callbackUrl" value={callbackPath} />
            {join ? <input type="hidden" name={joinField} value={join} /> : null}
            {signup && !join ? <input type="hidden" name={signupField} value={signup} /> : null}
            {wantsNewPosts && !join ? (
              <Checkbox
                name={newPostsField}
                value="1"
                defaultChecked
                label="Email me new posts (for a new account; you can change it on your account page)"
                className="mb-3"
              />
            ) : null}
            <Button type="submit" size="lg" className="w-full justify-center">
              {join ? "Confirm subscription" : "Sign in"}
            </Button>
          </form>
        </>
      ) : (
        <FormMessage tone="error">This sign-in link is incomplete. Please request a new one from the sign-in page.</FormMessage>
      )}
    </main>
  );
}
