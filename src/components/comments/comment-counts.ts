import { useSyncExternalStore } from "react";

/**
 * Comment counts of the posts on a page (cards, the top of a post), loaded in one request for
 * all of them after the page has shown: the cached pages carry no count, so a comment never
 * changes a page's bytes. The request goes through the comments' query cache, loaded only now.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();
const pending = new Set<string>();
let scheduled = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** The comments island knows better (it has the thread): it sets the count it shows. */
export function setCommentCount(slug: string, count: number): void {
  if (counts.get(slug) === count) return;
  counts.set(slug, count);
  notify();
}

function request(slug: string): void {
  if (counts.has(slug) || pending.has(slug)) return;
  pending.add(slug);
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => void flush(), 0);
}

async function flush(): Promise<void> {
  scheduled = false;
  const slugs = [...pending].sort();
  pending.clear();
  const { queryClient, requestJson } = await import("./query-client");
  for (let start = 0; start < slugs.length; start += 60) {
    const batch = slugs.slice(start, start + 60);
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: ["comment-counts", batch],
        queryFn: () =>
          requestJson<{ counts: Record<string, number> }>(`/api/comments/counts?posts=${batch.map(encodeURIComponent).join(",")}`),
      });
      for (const [slug, count] of Object.entries(answer.counts)) if (!counts.has(slug)) counts.set(slug, count);
      notify();
    } catch {
      // Counts are a nicety: the cards simply show none.
    }
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count of comments under a post, once known (undefined before, and on the server). */
export function useCommentCount(slug: string): number | undefined {
  return useSyncExternalStore(
    (listener) => {
      request(slug);
      return subscribe(listener);
    },
    () => counts.get(slug),
    () => undefined,
  );
}

export function describeCount(count: number): string {
  return `${count.toLocaleString("en")} comment${count === 1 ? "" : "s"}`;
}
