import type { ReactNode } from "react";
import { cn } from "./cn";

/** What a list says when it has nothing to show, and what to do about it (`action`). */
export function EmptyState({
  title,
  children,
  action,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("rounded-md border border-dashed border-zinc-300 p-6 text-center text-sm dark:border-zinc-700", className)}>
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
      {children ? <div className="mt-1 text-zinc-600 dark:text-zinc-400">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
