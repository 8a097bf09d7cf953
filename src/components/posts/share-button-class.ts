/** The look of every share control (a button or a link), so they line up as one row. */
export const shareButton =
  "inline-flex h-8 items-center rounded-md border border-zinc-300 px-3 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";
