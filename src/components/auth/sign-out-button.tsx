"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSession } from "@/components/auth/session-provider";
import { toast } from "@/components/ui/toast";

export function SignOutButton() {
  const router = useRouter();
  const { signOut } = useSession();
  const [pending, setPending] = useState(false);
  async function onClick() {
    setPending(true);
    try {
      await signOut();
      toast.success("You are signed out.");
      router.push("/");
      router.refresh();
    } catch {
      toast.error("Signing out failed. Please try again.");
      setPending(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={pending}
      className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium dark:border-zinc-700"
    >
      {pending ? "Signing out…" : "Sign out"}
    </button>
  );
}
