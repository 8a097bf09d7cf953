type CoverImageProps = { url: string | null; alt: string | null; seed: string; className?: string; priority?: boolean };

// Written out whole so Tailwind finds each class; no inline style (the server's HTML carries none).
const palettes = [
  "[--cover-from:#0f766e] [--cover-to:#99f6e4]",
  "[--cover-from:#9a3412] [--cover-to:#fed7aa]",
  "[--cover-from:#3730a3] [--cover-to:#c7d2fe]",
  "[--cover-from:#166534] [--cover-to:#bbf7d0]",
  "[--cover-from:#86198f] [--cover-to:#f5d0fe]",
  "[--cover-from:#1e40af] [--cover-to:#bfdbfe]",
] as const;
const highlights = [
  "[--cover-x:20%]",
  "[--cover-x:32%]",
  "[--cover-x:44%]",
  "[--cover-x:56%]",
  "[--cover-x:68%]",
  "[--cover-x:80%]",
] as const;
const gradient =
  "bg-[radial-gradient(circle_at_var(--cover-x)_30%,var(--cover-to)_0,transparent_55%),linear-gradient(135deg,var(--cover-from),var(--cover-to))]";

/**
 * The post's cover, or — for posts without one — a decorative gradient picked from the
 * slug, so listings keep their rhythm. Covers are any URL an editor gives, hence a plain
 * <img> rather than next/image (which only optimizes configured hosts).
 */
export function CoverImage({ url, alt, seed, className = "", priority = false }: CoverImageProps) {
  if (url) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- arbitrary editor-supplied hosts
      <img
        src={url}
        alt={alt ?? ""}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className={`aspect-[16/9] w-full rounded-lg bg-zinc-100 object-cover dark:bg-zinc-800 ${className}`}
      />
    );
  }
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const palette = palettes[hash % palettes.length]!;
  const highlight = highlights[Math.floor(hash / palettes.length) % highlights.length]!;
  return <div aria-hidden="true" className={`aspect-[16/9] w-full rounded-lg ${gradient} ${palette} ${highlight} ${className}`} />;
}
