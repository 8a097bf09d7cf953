const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "May 1, 2026": in UTC so the server and every reader see the same day. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
