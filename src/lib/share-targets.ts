/**
 * Plain share links (no third-party script on the page): each network's own "compose" or
 * "share" address with the post's address and title filled in. Opened in a new tab.
 */
export type ShareTarget = { name: string; href: string };

const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, "%20");

export function shareTargets(url: string, title: string): ShareTarget[] {
  const text = `${title} ${url}`;
  return [
    { name: "Bluesky", href: `https://bsky.app/intent/compose?${query({ text })}` },
    { name: "X", href: `https://x.com/intent/post?${query({ text: title, url })}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    { name: "Threads", href: `https://www.threads.com/intent/post?${query({ text })}` },
  ];
}

export function emailShareHref(url: string, title: string): string {
  return `mailto:?${query({ subject: title, body: url })}`;
}

/**
 * The Mastodon server a reader names, as a host ("mastodon.social", "https://fosstodon.org/",
 * "@me@hachyderm.io" all work), or null when it cannot be one.
 */
export function mastodonHost(input: string): string | null {
  let value = input.trim().toLowerCase();
  const handle = /^@?[^@\s/]+@([^@\s/]+)$/.exec(value);
  if (handle) value = handle[1]!;
  value = value.replace(/^https?:\/\//, "").replace(/\/.*$/, "");
  if (!/^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?$/.test(value)) return null;
  return value;
}

export function mastodonShareHref(host: string, url: string, title: string): string {
  return `https://${host}/share?${query({ text: `${title} ${url}` })}`;
}
