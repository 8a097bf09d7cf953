/**
 * An import as GET /api/admin/imports/<id> answers it (dates as ISO strings): what the admin
 * page polls. The fields the page reads; the server's ImportRunView has them all.
 */
export type ImportRunJson = {
  id: string;
  format: string;
  fileName: string;
  status: "planned" | "queued" | "running" | "done" | "failed" | "undone";
  done: number;
  total: number;
  outcome: Record<string, number>;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  problems: { item: string; message: string }[];
  problemCount: number;
  report: {
    summary: {
      format: string;
      posts: { published: number; scheduled: number; drafts: number; public: number; members: number; paid: number };
      skipped: { kind: string; sourceId: string; title: string; reason: string }[];
      tags: number;
      authors: number;
      members: { total: number; optedIn: number; paid: number; complimentary: number; withStripeCustomer: number };
      images: { inArchive: number; remote: number };
      oldLinks: number;
      warnings: { item: string; message: string }[];
    };
    posts: { create: number; unchanged: number; renamed: { title: string; from: string; to: string }[] };
    authors: { matched: number; create: string[]; toImporter: string[] };
    members: { create: number; existing: number; unchanged: number };
    redirects: { create: number; taken: string[] };
  };
};

export const isImportActive = (status: ImportRunJson["status"]) => status === "queued" || status === "running";

/** The error body every admin API answers with. */
export async function readApiError(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `The server answered ${response.status}.`;
  } catch {
    return `The server answered ${response.status}.`;
  }
}
