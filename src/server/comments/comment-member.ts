import type { UserRole } from "@/lib/roles";

/** Who acts on comments: a signed-in member by id and role (the session gives both; tests call as anyone). */
export type CommentMember = { userId: string; role: UserRole };
