import { QueryClient } from "@tanstack/react-query";

/**
 * The browser's one query cache for the comments and a reader's own state on a cached page
 * (loaded with the comments, never with the page bundle), with the specification's defaults: no
 * refetch on window focus, data never stale, a 5-minute cache lifetime, 3 retries with an
 * exponential delay capped at 30 s. The last two are TanStack Query's browser defaults, written
 * out because it changes them where there is no window (a test, a server render).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      gcTime: 5 * 60_000,
      retry: 3,
      retryDelay: (failureCount) => Math.min(1000 * 2 ** failureCount, 30_000),
    },
  },
});

/** An answer the server gave with a status: a 4xx says what is wrong and will not change by asking again. */
export class CommentRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "CommentRequestError";
  }
}

/** Retries what may pass on its own (network, 5xx, 429) three times, as the default does; a client error, never. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const isRefused = error instanceof CommentRequestError && error.status >= 400 && error.status < 500 && error.status !== 429;
  return !isRefused && failureCount < 3;
}

/** JSON from one of the comments endpoints, or its error's message as a CommentRequestError. */
export async function requestJson<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers:
        init.body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new CommentRequestError(0, "The site could not be reached. Check your connection and try again.");
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    throw new CommentRequestError(response.status, message ?? "Something went wrong. Please try again.");
  }
  return body as T;
}
