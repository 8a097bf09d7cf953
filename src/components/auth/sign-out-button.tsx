"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSession } from "@/components/auth/session-provider";
import { Button } from "@/components/ui/button";
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
    <Button variant="secondary" onClick={() => void onClick()} isLoading={pending} loadingLabel="Signing out…">
      Sign out
    </Button>
  );
}
