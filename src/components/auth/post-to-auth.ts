async function fetchCsrfToken(basePath: string): Promise<string> {
  const response = await fetch(`${basePath}/csrf`, { cache: "no-store" });
  const data = (await response.json()) as { csrfToken?: string };
  if (!data.csrfToken) throw new Error("no csrf token");
  return data.csrfToken;
}

/**
 * Posts to Auth.js as its own client does (form-encoded, with its CSRF token), asking for the
 * answer as JSON instead of a redirect: sign-in, and sign-out without downloading next-auth/react.
 */
export async function postToAuth(basePath: string, path: string, fields: Record<string, string>): Promise<Response> {
  const csrfToken = await fetchCsrfToken(basePath);
  return fetch(`${basePath}/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1", Accept: "application/json" },
    body: new URLSearchParams({ ...fields, csrfToken }),
  });
}
