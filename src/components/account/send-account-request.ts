/** Sends a request to one of the account routes; resolves to its JSON, or throws its `{ error: { message } }`. */
export async function sendAccountRequest<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(path, init);
  const result = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(result.error?.message ?? "That did not work. Please try again.");
  return result;
}
