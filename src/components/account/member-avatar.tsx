type MemberAvatarProps = { name: string; image: string | null; size: "sm" | "lg" };

const sizes = {
  sm: { pixels: 32, className: "size-8 text-sm" },
  lg: { pixels: 64, className: "size-16 text-2xl" },
} as const;

/**
 * A member's picture, or the first letter of their name in a circle when they have none.
 * Decorative (alt=""): the name is always written beside it.
 */
export function MemberAvatar({ name, image, size }: MemberAvatarProps) {
  const { pixels, className } = sizes[size];
  const box = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${className}`;
  if (image) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- our own resized upload, served from /uploads
      <img src={image} alt="" width={pixels} height={pixels} loading="lazy" decoding="async" className={`${box} object-cover`} />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} bg-zinc-200 font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200`}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
