import type { UserRole } from "@/server/db/schema/auth";

// The session our callback returns (see src/server/auth/auth-config.ts), as useSession() sees it.
declare module "next-auth" {
  // Module augmentation can only merge into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Session {
    user: { id: string; email: string; name: string | null; image: string | null };
    account: { id: string; handle: string };
    role: UserRole;
    canSearch: boolean;
  }
}
