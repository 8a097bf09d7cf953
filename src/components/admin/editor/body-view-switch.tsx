import { Button } from "@/components/ui/button";
import { bodyViews, type BodyView } from "./use-body-view";

const labels: Record<BodyView, string> = { write: "Write", split: "Split", preview: "Preview" };
// The pressed one drawn as the kit's primary look (after the ghost hover in the stylesheet, so it wins).
const pressed = "aria-pressed:bg-zinc-900 aria-pressed:text-white dark:aria-pressed:bg-white dark:aria-pressed:text-zinc-900";

type Props = { view: BodyView; onView: (view: BodyView) => void; isFocused: boolean; onFocus: (isFocused: boolean) => void };

/**
 * Write / Split / Preview, and focus mode: pressed buttons, so a screen reader hears which is on.
 * Not ui Tabs: Split shows the editor and the preview together, and the editor stays mounted in
 * every view, so there is no one panel per choice for a tab to control.
 */
export function BodyViewSwitch({ view, onView, isFocused, onFocus }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Body view" className="flex rounded-md border border-zinc-300 p-0.5 dark:border-zinc-700">
        {bodyViews.map((item) => (
          <Button key={item} variant="ghost" size="sm" aria-pressed={view === item} onClick={() => onView(item)} className={pressed}>
            {labels[item]}
          </Button>
        ))}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={isFocused}
        onClick={() => onFocus(!isFocused)}
        title={isFocused ? "Esc leaves focus mode" : undefined}
        className={pressed}
      >
        Focus mode
      </Button>
    </div>
  );
}
