"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { readAttributionTrail } from "@/lib/attribution-trail";
import { authErrorMessage } from "@/lib/auth-error-messages";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { postToAuth } from "./post-to-auth";

type Props = { basePath: string; callbackPath: string; providers: { id: string; name: string }[] };

export function SignInForm({ basePath, callbackPath, providers }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    // Used only if this address has no account yet (the account page holds the choice after that).
    const choices: Record<string, string> = form.get("newPosts") === "1" ? { newPosts: "1" } : {};
    // What brought them, kept by the server with the link: recorded only if this creates the account.
    const attribution = readAttributionTrail();
    if (attribution) choices.attribution = attribution;
    setPending(true);
    setMessage(null);
    try {
      const response = await postToAuth(basePath, "signin/email", { email, callbackUrl: callbackPath, ...choices });
      const data = (await response.json()) as { url?: string; error?: { message?: string } };
      if (!response.ok || !data.url) {
        setMessage(data.error?.message ?? authErrorMessage("fallback"));
        return;
      }
      const target = new URL(data.url, window.location.origin);
      const code = target.searchParams.get("error");
      if (code) {
        setMessage(authErrorMessage(code));
        return;
      }
      router.push(`${target.pathname}${target.search}`);
    } catch {
      setMessage(authErrorMessage("fallback"));
    } finally {
      setPending(false);
    }
  }

  async function continueWith(providerId: string) {
    setPending(true);
    try {
      const response = await postToAuth(basePath, `signin/${providerId}`, { callbackUrl: callbackPath });
      const data = (await response.json()) as { url?: string };
      if (data.url) window.location.assign(data.url);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <Field id="email" label="Email address">
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              aria-describedby={message ? "signin-message" : undefined}
            />
          )}
        </Field>
        <Checkbox
          name="newPosts"
          value="1"
          label={
            <>
              Email me new posts{" "}
              <span className="text-zinc-600 dark:text-zinc-400">(new accounts; members choose on their account page)</span>
            </>
          }
        />
        {message ? (
          <FormMessage id="signin-message" tone="error">
            {message}
          </FormMessage>
        ) : null}
        <Button type="submit" size="lg" className="justify-center" isLoading={pending} loadingLabel="Sending…">
          Email me a sign-in link
        </Button>
      </form>
      {providers.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
          {providers.map((provider) => (
            <Button
              key={provider.id}
              variant="secondary"
              size="lg"
              className="justify-center"
              disabled={pending}
              onClick={() => void continueWith(provider.id)}
            >
              Continue with {provider.name}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
