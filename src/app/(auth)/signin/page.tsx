import type { Metadata } from "next";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { getEnv } from "@/server/env";
import { readSiteSettings } from "@/server/settings/read-site-settings";
import { getSession } from "@/server/auth/session";
import { safeCallbackPath } from "@/lib/callback-url";
import { authErrorMessage } from "@/lib/auth-error-messages";
import { SignInForm } from "@/components/auth/sign-in-form";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SignInPage({ searchParams }: Props) {
  await connection();
  const env = getEnv();
  const { siteName } = await readSiteSettings();
  const params = await searchParams;
  const callbackPath = safeCallbackPath(first(params.callbackUrl), env.SITE_URL);
  const error = first(params.error);
  // Someone already signed in has nothing to do here (unless a page just told them their session ended).
  if (!error && (await getSession())) redirect(callbackPath);
  const providers = [
    ...(env.features.github ? [{ id: "github", name: "GitHub" }] : []),
    ...(env.features.google ? [{ id: "google", name: "Google" }] : []),
  ];
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-16">
      <div>
        <h1 className="text-2xl font-bold">Sign in to {siteName}</h1>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          We will email you a link. No password needed; a new email creates an account.
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {authErrorMessage(error)}
        </p>
      ) : null}
      <SignInForm basePath={env.AUTH_BASE_PATH} callbackPath={callbackPath} providers={providers} />
    </main>
  );
}
