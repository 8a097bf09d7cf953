import type { UserRole } from "@/lib/roles";

/** What the server and the browser know about the signed-in person. */
export type AppSession = {
  user: { id: string; email: string; name: string | null; image: string | null };
  account: { id: string; handle: string };
  role: UserRole;
  /** From getEntitlements(): may this person search? */
  canSearch: boolean;
  expires: string;
};
