/** The box of every text control (input, textarea, select), with its invalid state, in both themes. */
export const controlClasses =
  "rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 placeholder:text-zinc-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400 dark:aria-invalid:border-red-400";
