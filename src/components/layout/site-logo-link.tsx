import { Link } from "@/components/ui/link";
import { logoSize } from "@/lib/design/site-images";

/** The header's home link: the owner's logo (named by the site's name) when there is one, else the name. */
export function SiteLogoLink({ siteName, logoUrl }: { siteName: string; logoUrl: string | null }) {
  const size = logoUrl ? logoSize(logoUrl) : null;
  if (!logoUrl || !size) {
    return (
      <Link href="/" className="min-w-0 truncate text-lg font-bold tracking-tight">
        {siteName}
      </Link>
    );
  }
  // Stored at twice the shown height (40 px) for sharp screens.
  const height = Math.min(40, Math.round(size.height / 2));
  const width = Math.round((size.width / size.height) * height);
  return (
    <Link href="/" className="flex min-w-0 shrink items-center" data-testid="site-logo">
      {/* eslint-disable-next-line @next/next/no-img-element -- our own stored upload, already resized */}
      <img src={logoUrl} alt={siteName} width={width} height={height} className="h-auto max-h-10 w-auto max-w-full" />
    </Link>
  );
}
