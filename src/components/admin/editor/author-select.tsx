import { fieldInputClass } from "./field-input-class";

type Props = {
  authors: { id: string; label: string }[];
  value: string;
  onChange: (authorId: string) => void;
  error?: string;
};

/** Who the post is by: any editor or owner of the site. */
export function AuthorSelect({ authors, value, onChange, error }: Props) {
  return (
    <div>
      <label htmlFor="post-author" className="text-sm font-medium">
        Author
      </label>
      <select id="post-author" value={value} onChange={(event) => onChange(event.target.value)} className={`${fieldInputClass} text-sm`}>
        {authors.map((author) => (
          <option key={author.id} value={author.id}>
            {author.label}
          </option>
        ))}
      </select>
      {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
