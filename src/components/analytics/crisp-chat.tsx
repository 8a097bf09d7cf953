"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { loadCrisp, pushCrisp } from "@/lib/crisp";

export type CrispUser = { email: string; nickname: string };

/** The Crisp widget, loaded from its host with the configured website id; its bubble stays hidden. */
export function CrispChat({ websiteId, user }: { websiteId: string; user: CrispUser | null }) {
  const pathname = usePathname();

  useEffect(() => {
    loadCrisp(websiteId);
  }, [websiteId]);

  // A client-side navigation can bring the bubble back; hide it again on every route change.
  useEffect(() => {
    pushCrisp("do", "chat:hide");
  }, [pathname]);

  const email = user?.email;
  const nickname = user?.nickname;
  useEffect(() => {
    if (email) pushCrisp("set", "user:email", [email]);
    if (nickname) pushCrisp("set", "user:nickname", [nickname]);
  }, [email, nickname]);

  return null;
}
