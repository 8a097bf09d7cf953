import { fieldInputClass } from "./field-input-class";

type Props = { value: string; onChange: (title: string) => void; error?: string };

export function TitleField({ value, onChange, error }: Props) {
  return (
    <div>
      <label htmlFor="post-title" className="text-sm font-medium">
        Title
      </label>
      <input
        id="post-title"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? "post-title-error" : undefined}
        className={`${fieldInputClass} text-lg`}
      />
      {error ? (
        <p id="post-title-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
