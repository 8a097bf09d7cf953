/** Shapes shared by the admin server actions and the client components calling them. */
export type ActionError = { code: string; message: string; fields?: Record<string, string> };

export type FormState<T = Record<string, string>> = {
  ok: boolean;
  message?: string;
  error?: ActionError;
  /** What the person typed, so a failed form keeps it. */
  values?: T;
  at?: number;
};

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
  publishedAt: string | null;
  updatedAt: string;
  readingMinutes: number;
  tags: string[];
};

export type PostActionResult =
  | { ok: true; post: PostSnapshot }
  | { ok: false; error: ActionError; conflict?: PostSnapshot };
