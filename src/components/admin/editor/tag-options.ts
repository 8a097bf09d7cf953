/** One suggestion of the tag picker: an existing tag, or the typed name as a new one. */
export type TagOption = { name: string; isNew: boolean };

const maxSuggestions = 8;

/**
 * What the tag picker offers for `typed`: the existing tags whose name contains it (those that
 * start with it first), minus the chosen ones; then “Create” for the typed name when no tag
 * has that name. Nothing for an empty box.
 */
export function tagOptions(typed: string, existing: string[], chosen: string[]): TagOption[] {
  const name = typed.trim().replace(/,+$/, "").trim();
  if (name === "") return [];
  const query = name.toLowerCase();
  const isChosen = (tag: string) => chosen.some((picked) => picked.toLowerCase() === tag.toLowerCase());
  const matches = existing
    .filter((tag) => tag.toLowerCase().includes(query) && !isChosen(tag))
    .sort((a, b) => Number(!a.toLowerCase().startsWith(query)) - Number(!b.toLowerCase().startsWith(query)) || a.localeCompare(b))
    .slice(0, maxSuggestions)
    .map((tag) => ({ name: tag, isNew: false }));
  const exists = existing.some((tag) => tag.toLowerCase() === query) || isChosen(name);
  return exists ? matches : [...matches, { name, isNew: true }];
}
