import { Button } from "@/components/ui/button";

/** The header's "Search  Ctrl K" entry, the same for subscribers and for visitors (who get the hint). */
export function SearchTrigger({ onClick, hasPopup }: { onClick: () => void; hasPopup?: "dialog" }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onClick}
      aria-haspopup={hasPopup}
      aria-keyshortcuts="Control+K Meta+K"
      className="text-zinc-600 dark:text-zinc-300"
    >
      Search <kbd className="hidden rounded bg-zinc-100 px-1 text-xs sm:inline dark:bg-zinc-800">Ctrl K</kbd>
    </Button>
  );
}
