import { parse } from "csv-parse/sync";
import { AppError } from "@/server/errors";

export type CsvTable = {
  /** Header names, trimmed and lower-cased, spaces as underscores ("Email Address" → email_address). */
  columns: string[];
  /** One object per data row, keyed by the normalized column names; `line` is the line of the file it ends on. */
  rows: { line: number; values: Record<string, string> }[];
};

const delimiters = [",", ";", "\t", "|"] as const;

/**
 * A CSV as spreadsheets and exporters write it: a UTF-8 byte-order mark is dropped, the
 * delimiter is the one the header line uses most (comma, semicolon, tab or pipe), quoted fields
 * may hold delimiters, quotes and line breaks, and blank lines are skipped. Cells stay text —
 * nothing is evaluated — so `=cmd|…` arrives as those characters.
 */
export function parseCsvTable(input: string | Uint8Array, options: { maxRows?: number } = {}): CsvTable {
  const text = (typeof input === "string" ? input : new TextDecoder("utf-8").decode(input)).replace(/^\uFEFF/, "");
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      to: (options.maxRows ?? 1_000_000) + 1,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const where = error instanceof Error && "lines" in error ? ` near line ${String((error as { lines: unknown }).lines)}` : "";
    throw new AppError("bad_request", `The CSV could not be read${where}: a quote is probably not closed.`);
  }
  const [header, ...data] = records;
  if (!header) throw new AppError("bad_request", "The CSV is empty.");
  const columns = header.record.map(normalizeColumn);
  return {
    columns,
    rows: data.map(({ record, info }) => ({
      line: info.lines,
      values: Object.fromEntries(columns.map((column, i) => [column, (record[i] ?? "").trim()])),
    })),
  };
}

export function normalizeColumn(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "_");
}

/** The delimiter the first line uses most, counted outside quotes. */
function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(delimiters.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text.slice(0, 10_000)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ",";
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}
