"use client";

import { useRef, useState, useTransition } from "react";
import { previewWelcomeMailAction, sendTestWelcomeMailAction, updateWelcomeMailAction } from "@/app/admin/settings/welcome-mail-actions";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { SettingsSectionForm } from "./settings-section-form";

type Values = { isEnabled: boolean; subject: string; bodyMarkdown: string };
type Preview = { subject: string; html: string };

/** The welcome mail section of /admin/settings (#27): switch, subject, Markdown text; preview and a test to oneself. */
export function WelcomeMailForm({ initial }: { initial: Values }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [working, setWorking] = useState<"preview" | "test" | null>(null);
  const [isWorking, startWork] = useTransition();

  const current = () => {
    const data = new FormData(formRef.current!);
    return {
      isEnabled: data.get("isEnabled") === "on" ? "on" : undefined,
      subject: String(data.get("subject") ?? ""),
      bodyMarkdown: String(data.get("bodyMarkdown") ?? ""),
    };
  };
  const onPreview = () => {
    setWorking("preview");
    startWork(async () => {
      const result = await previewWelcomeMailAction(current());
      if (result.ok && result.data) setPreview(result.data as Preview);
      else if (!result.ok) toast.error(result.error.message);
    });
  };
  const onSendTest = () => {
    setWorking("test");
    startWork(async () => {
      const result = await sendTestWelcomeMailAction(current());
      if (result.ok) toast.success(result.message ?? "Test sent");
      else toast.error(result.error.message);
    });
  };

  return (
    <div className="max-w-2xl space-y-4">
      <SettingsSectionForm
        ref={formRef}
        action={updateWelcomeMailAction}
        title="Welcome mail"
        titleId="welcome-mail-title"
        submitLabel="Save welcome mail"
        className="max-w-2xl"
        actions={
          <>
            <Button variant="secondary" onClick={onPreview} disabled={isWorking} isLoading={isWorking && working === "preview"}>
              Preview
            </Button>
            <Button variant="secondary" onClick={onSendTest} disabled={isWorking} isLoading={isWorking && working === "test"}>
              Send a test to me
            </Button>
          </>
        }
      >
        {({ typed, fields }) => {
          const values = typed
            ? { isEnabled: typed.isEnabled === "on", subject: typed.subject ?? "", bodyMarkdown: typed.bodyMarkdown ?? "" }
            : initial;
          return (
            <>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                Sent once to each new member, after they confirm their address, through the mail queue.
              </p>
              <Checkbox name="isEnabled" defaultChecked={values.isEnabled} label="Send a welcome mail to new members" />
              <TextField label="Subject" name="subject" required maxLength={200} defaultValue={values.subject} error={fields.subject} />
              <Field id="field-bodyMarkdown" label="Text (Markdown)" error={fields.bodyMarkdown}>
                {(control) => (
                  <Textarea {...control} name="bodyMarkdown" rows={10} required defaultValue={values.bodyMarkdown} className="font-mono" />
                )}
              </Field>
            </>
          );
        }}
      </SettingsSectionForm>
      {preview ? (
        <figure className="space-y-2">
          <figcaption className="text-sm">
            <span className="text-zinc-600 dark:text-zinc-400">Subject:</span> <strong>{preview.subject}</strong>
          </figcaption>
          <iframe
            title="Welcome mail preview"
            sandbox=""
            srcDoc={preview.html}
            className="h-[480px] w-full rounded-md border border-zinc-200 bg-white dark:border-zinc-800"
          />
        </figure>
      ) : null}
    </div>
  );
}
