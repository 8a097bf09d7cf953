import { bodyViews, type BodyView } from "./use-body-view";

const labels: Record<BodyView, string> = { write: "Write", split: "Split", preview: "Preview" };
const button =
  "rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:bg-zinc-900 aria-pressed:text-white dark:aria-pressed:bg-white dark:aria-pressed:text-zinc-900";

type Props = { view: BodyView; onView: (view: BodyView) => void; isFocused: boolean; onFocus: (isFocused: boolean) => void };

/** Write / Split / Preview, and focus mode: pressed buttons, so a screen reader hears which is on. */
export function BodyViewSwitch({ view, onView, isFocused, onFocus }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Body view" className="flex rounded-md border border-zinc-300 p-0.5 dark:border-zinc-700">
        {bodyViews.map((item) => (
          <button key={item} type="button" aria-pressed={view === item} onClick={() => onView(item)} className={button}>
            {labels[item]}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-pressed={isFocused}
        onClick={() => onFocus(!isFocused)}
        title={isFocused ? "Esc leaves focus mode" : undefined}
        className={`${button} border border-zinc-300 dark:border-zinc-700`}
      >
        Focus mode
      </button>
    </div>
  );
}
