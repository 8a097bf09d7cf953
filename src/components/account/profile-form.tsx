"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/auth/session-provider";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { displayNameMaxLength } from "@/lib/display-name";
import { MemberAvatar } from "./member-avatar";
import { sendAccountRequest } from "./send-account-request";

type ProfileFormProps = { name: string | null; image: string | null; handle: string };

/** The name and picture others see on comments and author pages. */
export function ProfileForm({ name, image, handle }: ProfileFormProps) {
  const router = useRouter();
  const { update } = useSession();
  const [draft, setDraft] = useState(name ?? "");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const run = async (work: () => Promise<string>) => {
    setIsBusy(true);
    setError(null);
    try {
      toast.success(await work());
      void update();
      router.refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "That did not work. Please try again.");
    } finally {
      setIsBusy(false);
    }
  };
  const saveName = () =>
    run(async () => {
      const saved = await sendAccountRequest<{ name: string | null }>("/api/account/profile", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: draft }),
      });
      setDraft(saved.name ?? "");
      return saved.name ? `Others now see you as ${saved.name}.` : "Others now see your handle.";
    });
  const upload = (file: File) =>
    run(async () => {
      const body = new FormData();
      body.set("file", file);
      await sendAccountRequest("/api/account/avatar", { method: "POST", body });
      return "Your picture is saved.";
    });
  const remove = () =>
    run(async () => {
      await sendAccountRequest("/api/account/avatar", { method: "DELETE" });
      return "Your picture is removed.";
    });

  return (
    <section aria-labelledby="profile-title" className="flex flex-col gap-3">
      <h2 id="profile-title" className="text-lg font-semibold">
        Name and picture
      </h2>
      <form
        className="flex flex-col gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saveName();
        }}
      >
        <label htmlFor="display-name" className="text-sm font-medium">
          Name
        </label>
        <div className="flex gap-2">
          <Input
            id="display-name"
            name="name"
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={displayNameMaxLength}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby="profile-help"
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={isBusy}>
            Save name
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <MemberAvatar name={name ?? handle} image={image} size="lg" />
        {/* A file input's label drawn as a button (the input itself is visually hidden inside it). */}
        <label
          className={buttonClasses({
            variant: "secondary",
            className: "cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--accent)",
          })}
        >
          {image ? "Replace picture" : "Upload a picture"}
          <input
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            disabled={isBusy}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
              event.target.value = "";
            }}
          />
        </label>
        {image ? (
          <Button variant="secondary" disabled={isBusy} onClick={() => void remove()}>
            Remove picture
          </Button>
        ) : null}
      </div>
      {error ? (
        <FormMessage id="profile-help" tone="error">
          {error}
        </FormMessage>
      ) : (
        <p id="profile-help" className="text-sm text-zinc-600 dark:text-zinc-400">
          Shown with your comments (and on your author page). Empty name: others see @{handle}. Pictures are cropped to a square; location
          and camera details are removed.
        </p>
      )}
    </section>
  );
}
