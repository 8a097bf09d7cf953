"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { useSession } from "@/components/auth/session-provider";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { toast } from "@/components/ui/toast";

type Answer = { deleted?: boolean; message?: string; error?: { message?: string } } | null;

/**
 * "Delete my account": a dialog that says what happens and asks for the member's address before
 * it sends anything. Once deleted, the session is asked again (gone) and the browser goes home.
 */
export function DeleteAccountDialog({ email, hasStripeSubscription }: { email: string; hasStripeSubscription: boolean }) {
  const router = useRouter();
  const { update } = useSession();
  const [isOpen, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const titleId = useId();
  const fieldId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmEmail = String(new FormData(event.currentTarget).get("confirmEmail") ?? "");
    setSending(true);
    setError(null);
    try {
      const response = await fetch("/api/account/delete", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ confirmEmail }),
      });
      const answer = (await response.json().catch(() => null)) as Answer;
      if (response.ok && answer?.deleted) {
        await update();
        toast.success(answer.message ?? "Your account is deleted.");
        router.push("/");
        router.refresh();
        return;
      }
      setError(answer?.error?.message ?? "That did not work. Please try again.");
    } catch {
      setError("We could not reach the site. Nothing was deleted. Please try again.");
    }
    setSending(false);
  }

  return (
    <div>
      <Button variant="danger-outline" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      {isOpen ? (
        <ModalDialog onClose={() => setOpen(false)} labelledBy={titleId} className="p-5">
          <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3 text-sm">
            <h2 id={titleId} className="text-lg font-semibold">
              Delete your account?
            </h2>
            <ul className="list-disc pl-5 text-zinc-700 dark:text-zinc-300">
              {hasStripeSubscription ? <li>Your subscription is canceled at Stripe first, at once, with no further charge.</li> : null}
              <li>Your profile, email choices, saved searches, gift links, likes, reports and subscription history are deleted.</li>
              <li>
                Comments others replied to stay as “deleted comment” so their replies keep their place; your other comments are removed.
              </li>
              <li>You are signed out everywhere. This cannot be undone: download your data first if you want a copy.</li>
            </ul>
            <Field id={fieldId} label="Type your email address to confirm">
              {(control) => (
                <Input
                  {...control}
                  name="confirmEmail"
                  type="email"
                  required
                  autoComplete="off"
                  placeholder={email}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fieldId}-error` : undefined}
                />
              )}
            </Field>
            {error ? (
              <FormMessage id={`${fieldId}-error`} tone="error">
                {error}
              </FormMessage>
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" variant="danger" isLoading={isSending} loadingLabel="Deleting…">
                Delete my account
              </Button>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Keep my account
              </Button>
            </div>
          </form>
        </ModalDialog>
      ) : null}
    </div>
  );
}
