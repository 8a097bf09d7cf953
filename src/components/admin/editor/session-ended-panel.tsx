import { signInPath } from "@/lib/auth-gate";

/**
 * Shown when a save finds the session gone (signed out elsewhere, expired, cookies cleared).
 * The text stays in the page and in this browser's storage; signing in again in another tab
 * keeps this one, so the next save goes through.
 */
export function SessionEndedPanel({ isBusy, onSave }: { isBusy: boolean; onSave: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950">
      <p className="font-semibold">Your session has ended, so this was not saved.</p>
      <p className="mt-1">
        Your text is still here, and a copy is kept in this browser. Sign in again in a new tab, then come back to this one and save.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a
          href={signInPath("/admin/signed-in")}
          target="_blank"
          rel="noopener"
          className="rounded-md bg-zinc-900 px-3 py-1.5 font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900"
        >
          Sign in again (new tab)
        </a>
        <button
          type="button"
          onClick={onSave}
          disabled={isBusy}
          className="rounded-md border border-zinc-400 px-3 py-1.5 font-medium hover:bg-amber-100 disabled:opacity-50 dark:border-zinc-600 dark:hover:bg-amber-900"
        >
          Save now
        </button>
      </div>
    </div>
  );
}
