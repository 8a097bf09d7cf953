import type { ReactNode } from "react";
import { cn } from "./cn";

const toneClasses = {
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
  info: "border-zinc-300 bg-zinc-50 text-zinc-800 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200",
} as const;

type Props = { tone?: keyof typeof toneClasses; id?: string; className?: string; children: ReactNode };

/**
 * The outcome of a form or a step, said where it happened: an error is an alert (read at once),
 * anything else a status (read when the reader is free). Render it only when there is something
 * to say, so the announcement happens when it appears.
 */
export function FormMessage({ tone = "info", id, className, children }: Props) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-md border px-3 py-2 text-sm", toneClasses[tone], className)}
    >
      {children}
    </p>
  );
}
