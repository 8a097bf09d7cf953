import { AppError } from "@/server/errors";
import { parseCsvTable } from "./convert/parse-csv-table";
import { detectCsvFormat } from "./detect-csv-format";
import { ghostExportData, parseGhostExport } from "./formats/parse-ghost-export";
import { parseWordpressWxr } from "./formats/parse-wordpress-wxr";
import { parseBeehiivPosts } from "./formats/parse-beehiiv-posts";
import { parseBeehiivMembers } from "./formats/parse-beehiiv-members";
import { parseGhostMembers } from "./formats/parse-ghost-members";
import { parseGroundworkMembers } from "./formats/parse-groundwork-members";
import { parseSubstackMembers } from "./formats/parse-substack-members";
import { emptyParsedImport, type ImportFormat, type ImportPlatform, type ParsedImport } from "./types";

const platformOf: Record<ImportFormat, ImportPlatform> = {
  substack: "substack",
  "substack-members": "substack",
  ghost: "ghost",
  "ghost-members": "ghost",
  wordpress: "wordpress",
  medium: "medium",
  "beehiiv-posts": "beehiiv",
  "beehiiv-members": "beehiiv",
  "groundwork-members": "groundwork",
};

export function parsedImportFor(format: ImportFormat): ParsedImport {
  return emptyParsedImport(format, platformOf[format]);
}

/**
 * A single text file: a Ghost JSON export, a WordPress WXR, or one of the CSVs. What it is comes
 * from its contents; a file that is none of them is refused with a message saying what is read.
 */
export function parseImportText(text: string, into?: ParsedImport): ParsedImport {
  const body = text.replace(/^\uFEFF/, "");
  const start = body.trimStart()[0];
  if (start === "{") {
    let data: ReturnType<typeof ghostExportData> = null;
    try {
      data = ghostExportData(JSON.parse(body));
    } catch {
      throw new AppError("bad_request", "The JSON could not be read: it is not well formed.");
    }
    if (!data) throw new AppError("unsupported_media_type", "This JSON is not a Ghost export (no posts table).");
    const parsed = into ?? parsedImportFor("ghost");
    parseGhostExport(data, parsed);
    return parsed;
  }
  if (start === "<") {
    if (!/wordpress\.org\/export/.test(body.slice(0, 5000)))
      throw new AppError("unsupported_media_type", "This XML is not a WordPress export (WXR).");
    const parsed = into ?? parsedImportFor("wordpress");
    parseWordpressWxr(body, parsed);
    return parsed;
  }
  const format = detectCsvFormat(parseCsvTable(body.split(/\r?\n/, 1)[0] ?? "").columns);
  if (!format) throw new AppError("unsupported_media_type", unknownFileMessage);
  if (format === "substack")
    throw new AppError(
      "unsupported_media_type",
      "This is Substack's posts.csv alone: upload the whole export zip, which has the posts' text.",
    );
  const parsed = into ?? parsedImportFor(format);
  const csvParsers: Partial<Record<ImportFormat, (input: string, parsed: ParsedImport) => void>> = {
    "beehiiv-posts": parseBeehiivPosts,
    "beehiiv-members": parseBeehiivMembers,
    "ghost-members": parseGhostMembers,
    "substack-members": parseSubstackMembers,
    "groundwork-members": parseGroundworkMembers,
  };
  const parse = csvParsers[format];
  if (!parse) throw new AppError("unsupported_media_type", unknownFileMessage);
  parse(body, parsed);
  return parsed;
}

export const unknownFileMessage =
  "This file is not an export we can read: upload a Substack export zip, a Ghost JSON export or members CSV, a WordPress WXR, a Medium export zip, beehiiv posts or subscribers CSV, or a members CSV with an email column.";
