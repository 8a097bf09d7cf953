import { signInPath } from "@/lib/auth-gate";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-variants";

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
        <a href={signInPath("/admin/signed-in")} target="_blank" rel="noopener" className={buttonClasses({ size: "sm" })}>
          Sign in again (new tab)
        </a>
        <Button variant="secondary" size="sm" onClick={onSave} disabled={isBusy}>
          Save now
        </Button>
      </div>
    </div>
  );
}
