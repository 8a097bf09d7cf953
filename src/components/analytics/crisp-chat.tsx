"use client";

import { usePathname } from "next/navigation";
import { useSession } from "@/components/auth/session-provider";
import { useEffect } from "react";
import { loadCrisp, pushCrisp } from "@/lib/crisp";

/**
 * The Crisp widget, loaded from its host with the configured website id; its bubble stays hidden.
 * The person comes from the client session, so the page around it stays the same for everyone (cached).
 */
export function CrispChat({ websiteId }: { websiteId: string }) {
  const pathname = usePathname();
  const { data: session } = useSession();

  useEffect(() => {
    loadCrisp(websiteId);
  }, [websiteId]);

  // A client-side navigation can bring the bubble back; hide it again on every route change.
  useEffect(() => {
    pushCrisp("do", "chat:hide");
  }, [pathname]);

  const email = session?.user.email;
  const nickname = session?.account.handle;
  useEffect(() => {
    if (email) pushCrisp("set", "user:email", [email]);
    if (nickname) pushCrisp("set", "user:nickname", [nickname]);
  }, [email, nickname]);

  return null;
}
