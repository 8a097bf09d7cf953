import { cn } from "./cn";

export const buttonVariantClasses = {
  /** The one main action of a form or screen. */
  primary: "bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200",
  /** Everything else: secondary actions, filters, "Cancel". */
  secondary: "border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
  /** What cannot be undone, when confirmed (the red button of a confirmation). */
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** Opens the confirmation of something that cannot be undone (a red outline). */
  "danger-outline": "border border-red-700 text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-400 dark:hover:bg-red-950",
  /** A quiet action inside a list or toolbar. */
  ghost: "hover:bg-zinc-100 dark:hover:bg-zinc-800",
  /** Looks like a link, acts as a button. */
  link: "text-emerald-800 underline underline-offset-4 hover:text-emerald-950 dark:text-emerald-300 dark:hover:text-emerald-200",
  /** Reads as the words around it (a footer's links), underlined on hover; acts as a button. */
  text: "underline-offset-4 hover:text-zinc-900 hover:underline dark:hover:text-zinc-100",
} as const;

export const buttonSizeClasses = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-5 py-2.5 text-base",
  icon: "h-9 w-9 justify-center text-sm",
  /** A small square in a row of choices (the theme switch). */
  "icon-sm": "h-7 w-7 justify-center text-sm",
} as const;

export type ButtonVariant = keyof typeof buttonVariantClasses;
export type ButtonSize = keyof typeof buttonSizeClasses;

/**
 * The classes of a button, for the elements that look like one without being a <button> (a link
 * to a page, a file input's label): `<Link className={buttonClasses({ variant: "secondary" })}>`.
 */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  // `link` and `text` sit in a line of text: no box; `text` also keeps the text's size and weight.
  const box = variant === "link" ? "p-0 text-sm font-medium" : variant === "text" ? "p-0" : `${buttonSizeClasses[size]} font-medium`;
  return cn(
    "inline-flex items-center gap-2 rounded-md disabled:cursor-not-allowed disabled:opacity-50",
    box,
    buttonVariantClasses[variant],
    className,
  );
}
