"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/components/auth/session-provider";
import { toast } from "@/components/ui/toast";
import { displayNameMaxLength } from "@/lib/display-name";
import { MemberAvatar } from "./member-avatar";
import { sendAccountRequest } from "./send-account-request";

type ProfileFormProps = { name: string | null; image: string | null; handle: string };

const button =
  "rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-600 dark:hover:bg-zinc-800";

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
          <input
            id="display-name"
            name="name"
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={displayNameMaxLength}
            autoComplete="name"
            aria-invalid={Boolean(error)}
            aria-describedby="profile-help"
            className="min-w-0 flex-1 rounded-md border border-zinc-300 px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
          />
          <button type="submit" disabled={isBusy} className={button}>
            Save name
          </button>
        </div>
      </form>
      <div className="flex flex-wrap items-center gap-3">
        <MemberAvatar name={name ?? handle} image={image} size="lg" />
        <label className={`${button} cursor-pointer`}>
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
          <button type="button" disabled={isBusy} className={button} onClick={() => void remove()}>
            Remove picture
          </button>
        ) : null}
      </div>
      <p
        id="profile-help"
        role={error ? "alert" : undefined}
        className={`text-sm ${error ? "text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}
      >
        {error ??
          `Shown with your comments (and on your author page). Empty name: others see @${handle}. Pictures are cropped to a square; location and camera details are removed.`}
      </p>
    </section>
  );
}
