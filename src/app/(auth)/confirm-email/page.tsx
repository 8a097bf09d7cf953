import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "next/link";

export const metadata: Metadata = { title: "Confirm your new address", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/**
 * Where the change-of-address mail's link lands. Showing it changes nothing (mail scanners fetch
 * links); only the button's POST hands the token over. The route sends the outcome back here.
 */
export default async function ConfirmEmailPage({ searchParams }: Props) {
  await connection();
  const params = await searchParams;
  const token = first(params.token).slice(0, 256);
  const error = first(params.error).slice(0, 300);
  const isChanged = first(params.changed) === "1";
  return (
    <main id="main" className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold">{isChanged ? "Your address is changed" : "Confirm your new address"}</h1>
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : isChanged ? (
        <p role="status">
          From now on you sign in with this address. Your old address was told of the change.{" "}
          <Link href="/account" className="underline underline-offset-4">
            Go to your account
          </Link>
        </p>
      ) : token ? (
        <form method="post" action="/api/account/email/confirm" className="flex flex-col gap-3">
          <p>Press the button to sign in with this address from now on.</p>
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            className="w-full rounded-md bg-zinc-900 px-4 py-2 font-medium text-white dark:bg-zinc-100 dark:text-zinc-900"
          >
            Use this address
          </button>
        </form>
      ) : (
        <p role="alert">This link is incomplete. Ask for a new one on your account page.</p>
      )}
    </main>
  );
}
