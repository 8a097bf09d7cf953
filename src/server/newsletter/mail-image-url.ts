/**
 * An image's address as a mail shows it: our own uploads are stored as WebP, which several mail
 * clients (Outlook on Windows among them) do not show, so a mail asks for the JPEG copy beside
 * it (`…-1600.webp` → `…-1600.jpg`, made on first request by the uploads route). Other sites'
 * images are left as they are.
 */
export function mailImageUrl(src: string, siteOrigin: string): string {
  try {
    const url = new URL(src);
    if (url.origin !== siteOrigin || !url.pathname.startsWith("/uploads/") || !url.pathname.endsWith(".webp")) return src;
    url.pathname = `${url.pathname.slice(0, -".webp".length)}.jpg`;
    return url.toString();
  } catch {
    return src;
  }
}
