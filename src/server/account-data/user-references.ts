/**
 * Every column of the schema that references `users.id` by a foreign key, and what deleting a
 * member's account does with the rows that point at them. A test reads the database's own
 * foreign keys (pg_catalog, on PGlite and PostgreSQL) and fails when a reference is missing here
 * or when its ON DELETE rule disagrees with the action, so a new table cannot be forgotten.
 *
 * - `delete`: the rows are the member's own and go with the account (ON DELETE CASCADE).
 * - `anonymise`: the row is someone else's record or the site's history; it stays and forgets
 *   the member (ON DELETE SET NULL; the audit log's text is rewritten too: anonymise-member-audit.ts).
 * - `tombstone`: a comment with replies stays as "deleted comment" with no text and no author,
 *   keeping the thread; one without replies is removed (erase-member-comments.ts; ON DELETE SET NULL).
 * - `refuse`: the account cannot be deleted while such rows exist (ON DELETE RESTRICT): they must
 *   be moved to someone else first.
 */
export type UserReferenceAction = "delete" | "anonymise" | "tombstone" | "refuse";

export type UserReference = { table: string; column: string; action: UserReferenceAction; what: string };

export const userReferences: readonly UserReference[] = [
  { table: "accounts", column: "user_id", action: "delete", what: "sign-in providers linked to the account" },
  { table: "sessions", column: "user_id", action: "delete", what: "open sessions: deleting them signs the member out everywhere" },
  { table: "metered_reads", column: "user_id", action: "delete", what: "paid posts the meter counted" },
  { table: "gift_links", column: "giver_id", action: "delete", what: "gift links the member made (they stop opening)" },
  {
    table: "subscriptions",
    column: "user_id",
    action: "delete",
    what: "subscriptions and their history (a Stripe one is canceled at Stripe first)",
  },
  { table: "subscriptions", column: "granted_by_id", action: "anonymise", what: "complimentary subscriptions an editor granted to others" },
  { table: "stripe_customers", column: "user_id", action: "delete", what: "the member's Stripe customer id" },
  { table: "subscription_requests", column: "user_id", action: "delete", what: "subscription requests the member sent" },
  { table: "subscription_requests", column: "resolved_by_id", action: "anonymise", what: "others' requests an editor granted or declined" },
  { table: "mail_preferences", column: "user_id", action: "delete", what: "email choices" },
  { table: "mail_deliveries", column: "user_id", action: "delete", what: "mails queued or sent to the member (with their address)" },
  { table: "mails", column: "requested_by", action: "anonymise", what: "mails an editor asked for (newsletters, test sends)" },
  { table: "saved_searches", column: "user_id", action: "delete", what: "saved searches and their alerts" },
  { table: "attributions", column: "user_id", action: "delete", what: "what brought the member and their subscriptions" },
  { table: "sign_ins", column: "user_id", action: "delete", what: "the member's sign-ins (the admin timeline)" },
  { table: "email_change_requests", column: "user_id", action: "delete", what: "a change of address waiting for its confirmation" },
  { table: "comments", column: "author_id", action: "tombstone", what: "the member's comments" },
  { table: "comments", column: "hidden_by", action: "anonymise", what: "comments an editor hid" },
  { table: "comment_likes", column: "user_id", action: "delete", what: "likes the member gave" },
  { table: "comment_reports", column: "reporter_id", action: "delete", what: "reports the member filed" },
  { table: "comment_reports", column: "resolved_by", action: "anonymise", what: "reports an editor settled" },
  { table: "comment_bans", column: "user_id", action: "delete", what: "a ban from commenting" },
  { table: "comment_bans", column: "banned_by", action: "anonymise", what: "bans an editor made" },
  { table: "comment_mail_preferences", column: "user_id", action: "delete", what: "comment mail choices" },
  { table: "audit_log", column: "actor_id", action: "anonymise", what: "the admin log keeps what was done, not by whom" },
  { table: "site_settings", column: "updated_by", action: "anonymise", what: "who last saved the settings" },
  { table: "import_runs", column: "created_by", action: "anonymise", what: "imports an owner ran" },
  { table: "post_revisions", column: "saved_by_id", action: "anonymise", what: "post revisions an editor saved" },
  { table: "posts", column: "author_id", action: "refuse", what: "posts the member authors: an owner moves them to another author first" },
];

/** The ON DELETE rule each action needs of its foreign key. */
export const onDeleteRuleFor: Record<UserReferenceAction, "CASCADE" | "SET NULL" | "RESTRICT"> = {
  delete: "CASCADE",
  anonymise: "SET NULL",
  tombstone: "SET NULL",
  refuse: "RESTRICT",
};
