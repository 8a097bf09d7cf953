type CoverImageProps = { url: string | null; alt: string | null; seed: string; className?: string; priority?: boolean };

const palettes = [
  ["#0f766e", "#99f6e4"],
  ["#9a3412", "#fed7aa"],
  ["#3730a3", "#c7d2fe"],
  ["#166534", "#bbf7d0"],
  ["#86198f", "#f5d0fe"],
  ["#1e40af", "#bfdbfe"],
] as const;

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
  const [from, to] = palettes[hash % palettes.length]!;
  return (
    <div
      aria-hidden="true"
      className={`aspect-[16/9] w-full rounded-lg ${className}`}
      style={{
        backgroundImage: `radial-gradient(circle at ${20 + (hash % 60)}% 30%, ${to} 0, transparent 55%), linear-gradient(135deg, ${from}, ${to})`,
      }}
    />
  );
}
