import { cn } from "./cn";

/** A grey placeholder the size of what is loading (size it with `className`); hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("block animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800", className)} />;
}
