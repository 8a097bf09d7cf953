import { describeFieldLength, postTitleMaxLength } from "@/lib/post-limits";
import { FieldLength } from "./field-length";
import { fieldInputClass } from "./field-input-class";

type Props = { value: string; onChange: (title: string) => void; error?: string };

/** The title, its length shown as one types; over the limit it is marked and not saved (the text stays). */
export function TitleField({ value, onChange, error }: Props) {
  const isOver = describeFieldLength(value, postTitleMaxLength).isOver;
  return (
    <div>
      <label htmlFor="post-title" className="text-sm font-medium">
        Title
      </label>
      <input
        id="post-title"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error) || isOver}
        aria-describedby={`post-title-length${error ? " post-title-error" : ""}`}
        className={`${fieldInputClass} text-lg`}
      />
      <FieldLength id="post-title-length" value={value} max={postTitleMaxLength} />
      {error ? (
        <p id="post-title-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
