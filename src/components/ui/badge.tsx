import type { ReactNode } from "react";
import { cn } from "./cn";

const toneClasses = {
  neutral: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
  success: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50",
  danger: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50",
  accent: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-50",
} as const;

export type BadgeTone = keyof typeof toneClasses;

/** A short state word beside a thing (Draft, Paid, Failed): text, so it reads the same to everyone. */
export function Badge({ tone = "neutral", className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-medium", toneClasses[tone], className)}>{children}</span>;
}
