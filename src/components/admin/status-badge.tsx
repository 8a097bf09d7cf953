const styles = {
  draft: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
  published: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50",
} as const;

export function StatusBadge({ status }: { status: keyof typeof styles }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium capitalize ${styles[status]}`}>{status}</span>;
}
