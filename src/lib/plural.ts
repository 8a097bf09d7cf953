const rules = new Intl.PluralRules("en-US");

/** A count with its noun in agreement: `countOf(1, "visitor")` → "1 visitor", `countOf(2, "visitor")` → "2 visitors". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${rules.select(count) === "one" ? one : other}`;
}
