/** The editor's text inputs and selects, one look. */
export const fieldInputClass = "mt-1 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900";
