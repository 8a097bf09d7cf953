import { analyticsEventNames } from "./analytics-events";
import type { EventProps } from "./analytics";

const downloadExtensions = new Set([
  "pdf",
  "zip",
  "epub",
  "mobi",
  "mp3",
  "mp4",
  "m4a",
  "wav",
  "ogg",
  "mov",
  "avi",
  "wmv",
  "mkv",
  "docx",
  "doc",
  "xlsx",
  "xls",
  "pptx",
  "ppt",
  "csv",
  "txt",
  "rtf",
  "odt",
  "ods",
  "key",
  "dmg",
  "exe",
  "msi",
  "pkg",
  "deb",
  "rpm",
  "iso",
  "apk",
  "gz",
  "tgz",
  "bz2",
  "7z",
  "rar",
  "xz",
]);

/**
 * What a click on a link means for analytics: a file download (by extension, any host),
 * an outbound click (another host), or nothing (an ordinary internal link, mailto:, …).
 */
export function classifyLinkClick(href: string, pageUrl: string): { name: string; props: EventProps } | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const extension = url.pathname.split("/").pop()?.split(".").slice(1).pop()?.toLowerCase();
  if (extension && downloadExtensions.has(extension)) {
    return { name: analyticsEventNames.fileDownload, props: { url: `${url.origin}${url.pathname}` } };
  }
  if (url.host !== new URL(pageUrl).host) return { name: analyticsEventNames.outboundClick, props: { url: url.href } };
  return null;
}
