/** Who may do what, lowest first: every role can do what the ones before it can. */
export const userRoles = ["reader", "editor", "owner"] as const;
export type UserRole = (typeof userRoles)[number];
