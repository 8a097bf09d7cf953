import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * A data table that scrolls sideways in its own box on a narrow screen instead of widening the
 * page. The box is focusable and named (by `label`) so a keyboard can scroll it too.
 */
export function Table({
  label,
  className,
  tableClassName,
  children,
}: {
  label: string;
  className?: string;
  /** On the <table> itself: a `min-w-[…]` below which the box scrolls instead of squeezing columns. */
  tableClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} tabIndex={0} className={cn("overflow-x-auto", className)}>
      <table className={cn("w-full text-left text-sm", tableClassName)}>{children}</table>
    </section>
  );
}

export function TableHeader({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400", className)} {...rest} />;
}

export function TableBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn("divide-y divide-zinc-200 dark:divide-zinc-800", className)} {...rest} />;
}

export function TableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("align-top", className)} {...rest} />;
}

/** A column heading (`scope="col"`, medium weight), or a row heading with `scope="row"` (the body's weight). */
export function TableHead({ className, scope = "col", ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={cn("py-2 pr-4", scope === "col" ? "font-medium" : "font-normal", className)} {...rest} />;
}

export function TableCell({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("py-2 pr-4", className)} {...rest} />;
}
