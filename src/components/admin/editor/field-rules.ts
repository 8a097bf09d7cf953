import type { ActionError } from "@/lib/action-result";
import { describeFieldLength, postExcerptMaxLength, postTitleMaxLength } from "@/lib/post-limits";
import { slugify } from "@/lib/slug";
import type { PostFormFields } from "./post-form-types";

/** Why the fields cannot be saved as they are (a title or excerpt over its limit), or null. */
export function describeLimitProblem(fields: Pick<PostFormFields, "title" | "excerpt">): string | null {
  const title = describeFieldLength(fields.title, postTitleMaxLength);
  if (title.isOver) return `Not saved: the title is ${title.length} characters, ${postTitleMaxLength} at most. Your text is still here.`;
  const excerpt = describeFieldLength(fields.excerpt, postExcerptMaxLength);
  if (excerpt.isOver)
    return `Not saved: the excerpt is ${excerpt.length} characters, ${postExcerptMaxLength} at most. Your text is still here.`;
  return null;
}

/** A field's error from a save: the server names it `title` or, through the action's input, `fields.title`. */
export function readFieldError(error: ActionError | null, name: string): string | undefined {
  const value = error?.fields?.[name] ?? error?.fields?.[`fields.${name}`];
  return value === "taken" ? error?.message : value;
}

/** When the slug that follows the title got a suffix because another post has the title's: say so. */
export function describeSlugSuffix(slug: string, title: string): string | undefined {
  const base = slugify(title);
  if (base === "" || slug === base || !/^.+-\d+$/.test(slug) || !base.startsWith(slug.slice(0, slug.lastIndexOf("-")))) return undefined;
  return `Another post is at “${base}”, so this one is at “${slug}”. You can change it.`;
}
