import type { PostAccess } from "./post-access";

/** What every server action returns (built by `withAction` in src/server/http/with-action.ts). */
export type ActionError = { code: string; message: string; fields?: Record<string, string> };

/**
 * Success carries `data` (what the action produced) and maybe a `message` for a toast;
 * failure carries `error` (`fields` names the inputs to mark) and, on a version conflict,
 * what the server holds now. `values` is what the person typed, so a failed form keeps it;
 * `at` changes once per submission, so a form shows one toast each.
 */
export type ActionResult<T = undefined> = { values?: Record<string, string>; at?: number } & (
  | ({ ok: true; message?: string; error?: undefined; conflict?: undefined } & (undefined extends T ? { data?: T } : { data: T }))
  | { ok: false; error: ActionError; conflict?: T; data?: undefined; message?: undefined }
);

export type PostSnapshot = {
  id: string;
  version: number;
  title: string;
  slug: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImageUrl: string;
  coverImageAlt: string;
  authorId: string;
  status: "draft" | "scheduled" | "published";
  access: PostAccess;
  publishedAt: string | null;
  updatedAt: string;
  readingMinutes: number;
  tags: string[];
};
