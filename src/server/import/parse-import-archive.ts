import { AppError } from "@/server/errors";
import type { ZipArchive } from "./archive/open-zip-archive";
import { parseCsvTable } from "./convert/parse-csv-table";
import { detectCsvFormat } from "./detect-csv-format";
import { importTextLimit } from "./formats/import-post-helpers";
import { parseMediumPost } from "./formats/parse-medium-post";
import { parseSubstackExport } from "./formats/parse-substack-export";
import { parsedImportFor, parseImportText, unknownFileMessage } from "./parse-import-text";
import { resolveArchiveImages } from "./resolve-archive-images";
import type { ParsedImport } from "./types";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const shallowest = (names: string[]) => names.sort((a, b) => a.split("/").length - b.split("/").length || a.length - b.length)[0];

/**
 * An export zip: Substack's (posts.csv + posts/*.html, and its subscriber CSVs), Medium's
 * (posts/*.html with h-entry markup), or any zip holding one Ghost JSON, WordPress WXR or CSV
 * (a Ghost export with its content/images folder gets its images from the archive).
 */
export async function parseImportArchive(archive: ZipArchive): Promise<ParsedImport> {
  const names = archive.entries.map((entry) => entry.name).filter((name) => !/(^|\/)(__MACOSX|\.)/.test(name));
  const postsCsv = shallowest(names.filter((name) => /(^|\/)posts\.csv$/.test(name)));
  let parsed: ParsedImport;
  if (postsCsv) {
    parsed = parsedImportFor("substack");
    await parseSubstackExport(archive, postsCsv, parsed);
    for (const name of names.filter((n) => n.endsWith(".csv") && n !== postsCsv)) await addMemberCsv(archive, name, parsed);
  } else if (names.some((name) => /(^|\/)posts\/[^/]+\.html$/.test(name))) {
    parsed = parsedImportFor("medium");
    for (const name of names.filter((n) => /(^|\/)posts\/[^/]+\.html$/.test(n))) {
      const post = parseMediumPost(name, decode(await archive.read(name, importTextLimit)));
      if (post) parsed.posts.push(post);
      else parsed.skipped.push({ kind: "file", sourceId: name, title: name, reason: "Not a Medium post (no h-entry content)." });
    }
  } else {
    const single = shallowest(names.filter((name) => /\.(json|xml|csv)$/i.test(name)));
    if (!single) throw new AppError("unsupported_media_type", unknownFileMessage);
    parsed = parseImportText(decode(await archive.read(single, importTextLimit)));
  }
  parsed.warnings.unshift(...archive.rejected);
  resolveArchiveImages(parsed, names);
  return parsed;
}

/** A subscriber list inside the export joins the same import; other CSVs are listed as skipped. */
async function addMemberCsv(archive: ZipArchive, name: string, parsed: ParsedImport): Promise<void> {
  const text = decode(await archive.read(name, importTextLimit));
  const format = detectCsvFormat(parseCsvTable(text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "").columns);
  if (format && format.endsWith("-members")) parseImportText(text, parsed);
  else parsed.skipped.push({ kind: "file", sourceId: name, title: name, reason: "Not a posts or subscribers list." });
}
