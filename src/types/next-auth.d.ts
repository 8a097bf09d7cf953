import type { UserRole } from "@/server/db/schema/auth";

// The session our callback returns (see src/server/auth/auth-config.ts), as useSession() sees it.
declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string | null; image: string | null };
    account: { id: string; handle: string };
    role: UserRole;
    canSearch: boolean;
  }
}
