import { ProtocolError } from "./protocol-error";

/**
 * Control characters (Unicode Cc: NUL, the C0 and C1 ranges, DEL) are refused in every search
 * parameter: PostgreSQL cannot hold a NUL in text, and none of them means anything in a query,
 * a filter or a name. Tab, line feed and carriage return are whitespace and stay allowed.
 */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;

function describeCode(text: string): string | null {
  const found = controlCharacter.exec(text);
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : null;
}

/** The first control character in a value (strings inside arrays and objects too, and object keys), as U+XXXX. */
function findControlCharacter(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      const code = describeCode(item);
      if (code) return code;
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        const code = describeCode(key);
        if (code) return code;
        stack.push(child);
      }
    }
  }
  return null;
}

const printable = (name: string) => name.replace(new RegExp(controlCharacter.source, "gu"), "?").slice(0, 50);

/** A 400 naming the parameter (Algolia's `{ message, status }`) when any value holds a control character. */
export function assertNoControlCharacters(params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params)) {
    const code = describeCode(name) ?? findControlCharacter(value);
    if (code) throw new ProtocolError(400, `${printable(name)}: must not contain control characters (${code} found)`);
  }
}
