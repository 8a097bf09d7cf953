import { z } from "zod";

export const maxEventBodyBytes = 8 * 1024;
const maxProps = 30;

const httpUrl = z
  .string()
  .max(2048, "must be at most 2048 characters")
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === "http:" || protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an http(s) URL");

const propValue = z.union([z.string().max(2000), z.number().finite(), z.boolean()], {
  error: "each prop value must be a string, a number or a boolean",
});

// Plausible's script sends props as a JSON string; other clients send an object.
const props = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return removeNulCharacters(JSON.parse(value));
    } catch {
      return value;
    }
  },
  z
    .record(z.string().min(1).max(300), propValue, { error: "must be an object of props" })
    .refine((record) => Object.keys(record).length <= maxProps, `must have at most ${maxProps} props`),
);

/**
 * The Plausible event payload (`n`ame, `u`rl, `d`omain, `r`eferrer, `p`rops), plus our
 * app name and version (`a`, `v`). Unknown keys (Plausible's `h`, `i`, …) are ignored.
 */
export const eventPayloadSchema = z.preprocess(
  removeNulCharacters,
  z.object({
    n: z.string().trim().min(1, "event name is required").max(120, "event name must be at most 120 characters"),
    u: httpUrl,
    d: z.string().trim().max(255).optional(),
    r: z.string().max(2048).nullish(),
    p: props.optional(),
    a: z.string().trim().max(80).optional(),
    v: z.string().trim().max(40).optional(),
  }),
);

/**
 * PostgreSQL stores no NUL character in text or jsonb: one in any field would make the
 * whole multi-row insert fail. They carry no meaning in an event, so they are removed.
 */
function removeNulCharacters(value: unknown): unknown {
  if (typeof value === "string") return value.replaceAll("\u0000", "");
  if (Array.isArray(value)) return value.map(removeNulCharacters);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replaceAll("\u0000", ""), removeNulCharacters(item)]));
  }
  return value;
}

export type EventPayload = z.infer<typeof eventPayloadSchema>;
