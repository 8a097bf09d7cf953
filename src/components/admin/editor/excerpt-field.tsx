import { describeFieldLength, postExcerptMaxLength } from "@/lib/post-limits";
import { FieldLength } from "./field-length";
import { fieldInputClass } from "./field-input-class";

type Props = { value: string; onChange: (excerpt: string) => void; generated: string; error?: string };

/** The excerpt as written, with the generated one shown greyed while the field is empty; its length shown as one types. */
export function ExcerptField({ value, onChange, generated, error }: Props) {
  const isOver = describeFieldLength(value, postExcerptMaxLength).isOver;
  return (
    <div>
      <label htmlFor="post-excerpt" className="text-sm font-medium">
        Excerpt
      </label>
      <textarea
        id="post-excerpt"
        rows={2}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={generated || "Left empty, it is taken from the opening paragraph of the body."}
        aria-invalid={Boolean(error) || isOver}
        aria-describedby={`post-excerpt-hint post-excerpt-length${error ? " post-excerpt-error" : ""}`}
        className={fieldInputClass}
      />
      <FieldLength id="post-excerpt-length" value={value} max={postExcerptMaxLength} />
      {error ? (
        <p id="post-excerpt-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <p id="post-excerpt-hint" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        Shown under the title, in listings and in link previews. Left empty, it is the opening of the body (shown greyed above) and follows
        the body as it changes.
      </p>
    </div>
  );
}
