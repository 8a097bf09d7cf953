"use client";

import { useState } from "react";
import { sendAccountRequest } from "./send-account-request";

const button =
  "rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-600 dark:hover:bg-zinc-800";

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
        <input
          id="new-email"
          name="email"
          type="email"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={254}
          autoComplete="email"
          placeholder="new@example.com"
          aria-invalid={outcome ? !outcome.ok : false}
          aria-describedby="new-email-help"
          className="min-w-0 flex-1 rounded-md border border-zinc-300 px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        />
        <button type="submit" disabled={isBusy || draft.trim() === ""} className={button}>
          Send link
        </button>
      </div>
      <p
        id="new-email-help"
        role={outcome ? (outcome.ok ? "status" : "alert") : undefined}
        className={`text-sm ${outcome && !outcome.ok ? "text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}
      >
        {outcome?.message ?? `You sign in with ${email}. We send a link to the new address; ${email} is told once it is changed.`}
      </p>
    </form>
  );
}
