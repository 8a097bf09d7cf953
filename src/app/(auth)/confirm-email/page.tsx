import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";

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
        <FormMessage tone="error">{error}</FormMessage>
      ) : isChanged ? (
        <FormMessage tone="success">
          From now on you sign in with this address. Your old address was told of the change.{" "}
          <Link href="/account" className="underline underline-offset-4">
            Go to your account
          </Link>
        </FormMessage>
      ) : token ? (
        <form method="post" action="/api/account/email/confirm" className="flex flex-col gap-3">
          <p>Press the button to sign in with this address from now on.</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" size="lg" className="w-full justify-center">
            Use this address
          </Button>
        </form>
      ) : (
        <FormMessage tone="error">This link is incomplete. Ask for a new one on your account page.</FormMessage>
      )}
    </main>
  );
}
