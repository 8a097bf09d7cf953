import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { commentAudience } from "./comments";
import { postAccess } from "./posts";

/**
 * Every admin write (posts, tags, roles, settings, complimentary subscriptions) leaves a row
 * here: who did it, what, to which entity, when. Shown on the member and post pages.
 * actor_id survives the actor's deletion as null so the history stays.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    summary: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
  ],
);
export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * One row (id = 1) of site-wide settings editable by owners. Absent until the first save:
 * readers of it fall back to defaults. Prices are in cents and shown on the pricing page
 * when Stripe is not configured.
 */
export const siteSettings = pgTable("site_settings", {
  id: integer().primaryKey().default(1),
  siteName: text().notNull(),
  description: text().notNull(),
  monthlyPlanName: text().notNull(),
  monthlyPriceCents: integer().notNull(),
  yearlyPlanName: text().notNull(),
  yearlyPriceCents: integer().notNull(),
  /** Access (#26): what a new post starts as. */
  defaultPostAccess: postAccess().notNull().default("public"),
  /** Paid posts a free member may read in full per calendar month; 0: no meter. */
  meterFreePaidPosts: integer().notNull().default(0),
  /** Gift links a subscriber may make per calendar month (editors: no limit); 0: subscribers make none. */
  giftLinksPerMonth: integer().notNull().default(5),
  /** Public posts older than this many days read as paid; null: never. */
  archivePaidAfterDays: integer(),
  /** The welcome mail (#27): sent once to each new member; subject and Markdown body null = the default text. */
  welcomeMailEnabled: boolean().notNull().default(true),
  welcomeMailSubject: text(),
  welcomeMailBody: text(),
  /** Comments (#29): who may comment (off, members, paid), and whether a member's first comment waits for an editor. */
  commentAudience: commentAudience().notNull().default("off"),
  commentsHoldFirst: boolean().notNull().default(false),
  /** Design (#31): the accent per theme as #rrggbb (null: the default), checked for contrast when saved. */
  accentLight: text(),
  accentDark: text(),
  /** The post body's font: "inter" or "serif" (both self-hosted). */
  postFont: text().notNull().default("inter"),
  /** Header links `{ label, href }[]`; null: the default links (Home, Topics, Pricing). */
  navLinks: jsonb().$type<{ label: string; href: string }[]>(),
  /** Social profile links shown in the footer, `{ label, href }[]`. */
  socialLinks: jsonb().$type<{ label: string; href: string }[]>().notNull().default([]),
  footerText: text().notNull().default(""),
  /** Uploaded logo and site icon (upload URLs); null: the site name and the drawn icon, as before. */
  logoUrl: text(),
  iconUrl: text(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedBy: text().references(() => users.id, { onDelete: "set null" }),
});
export type SiteSettingsRow = typeof siteSettings.$inferSelect;
