import { LocalTime } from "@/components/admin/local-time";
import type { RestoredDraft } from "./use-local-draft";
import { Button } from "@/components/ui/button";

type Props = { restored: RestoredDraft; onRestore: () => void; onDiscard: () => void; onDismiss: () => void };

/** Unsaved text found in this browser's storage: put back already, or offered when someone saved since. */
export function RestoredDraftNotice({ restored, onRestore, onDiscard, onDismiss }: Props) {
  return (
    <div role="status" className="rounded-md border border-sky-400 bg-sky-50 p-4 text-sm dark:border-sky-700 dark:bg-sky-950">
      {restored.isOlderBase ? (
        <p>
          This browser kept text you had not saved (<LocalTime iso={restored.savedAt} />
          ), but the post was saved since, maybe by someone else. Restoring it replaces their version when you save.
        </p>
      ) : (
        <p>
          Restored text you had not saved, kept in this browser (<LocalTime iso={restored.savedAt} />
          ). Save to keep it.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        {restored.isOlderBase ? (
          <Button variant="secondary" size="sm" onClick={onRestore}>
            Restore it
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Keep it
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          {restored.isOlderBase ? "Discard it" : "Discard it and go back to the saved version"}
        </Button>
      </div>
    </div>
  );
}
