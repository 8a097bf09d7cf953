import { describeFieldLength } from "@/lib/post-limits";

/** "12 / 200" under a field as one types; red, and read out, once it is over the limit. */
export function FieldLength({ id, value, max }: { id: string; value: string; max: number }) {
  const { isOver, text } = describeFieldLength(value, max);
  return (
    <p
      id={id}
      aria-live={isOver ? "polite" : "off"}
      className={`mt-1 text-xs tabular-nums ${isOver ? "font-medium text-red-700 dark:text-red-400" : "text-zinc-600 dark:text-zinc-400"}`}
      data-testid={`${id}`}
    >
      {text}
    </p>
  );
}
