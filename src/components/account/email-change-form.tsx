"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { sendAccountRequest } from "./send-account-request";

/** "Use another address": a link goes to the new address; nothing changes until it is opened. */
export function EmailChangeForm({ email }: { email: string }) {
  const [draft, setDraft] = useState("");
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = async () => {
    setIsBusy(true);
    try {
      const sent = await sendAccountRequest<{ message: string }>("/api/account/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: draft }),
      });
      setOutcome({ ok: true, message: sent.message });
      setDraft("");
    } catch (caught) {
      setOutcome({ ok: false, message: caught instanceof Error ? caught.message : "That did not work. Please try again." });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="new-email" className="text-sm font-medium">
        Change your email
      </label>
      <div className="flex gap-2">
        <Input
          id="new-email"
          name="email"
          type="email"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={254}
          autoComplete="email"
          placeholder="new@example.com"
          aria-invalid={outcome && !outcome.ok ? true : undefined}
          aria-describedby="new-email-help"
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" isLoading={isBusy} disabled={draft.trim() === ""}>
          Send link
        </Button>
      </div>
      {outcome ? (
        <FormMessage id="new-email-help" tone={outcome.ok ? "success" : "error"}>
          {outcome.message}
        </FormMessage>
      ) : (
        <p id="new-email-help" className="text-sm text-zinc-600 dark:text-zinc-400">
          You sign in with {email}. We send a link to the new address; {email} is told once it is changed.
        </p>
      )}
    </form>
  );
}
