import "server-only";
import { lookup } from "node:dns/promises";
import { getEnv } from "@/server/env";
import { formatBytes } from "../archive/open-zip-archive";
import { isPublicAddress } from "./is-public-address";

export const imageFetchLimits = { maxBytes: 20 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 3 };

/** Why an image could not be fetched, in a sentence for the report. */
export class ImageFetchError extends Error {}

/**
 * The bytes at an http(s) image address, bounded in size and time. Each hop of a redirect is
 * checked again: the host must resolve to a public address (no loopback, private or metadata
 * addresses; tests allow their own local server with IMPORT_FETCH_PRIVATE_HOSTS).
 */
export async function fetchImportImage(url: string): Promise<Uint8Array> {
  const deadline = AbortSignal.timeout(imageFetchLimits.timeoutMs);
  let address = url;
  for (let hop = 0; hop <= imageFetchLimits.maxRedirects; hop++) {
    await assertFetchable(address);
    let response: Response;
    try {
      response = await fetch(address, { redirect: "manual", signal: deadline, headers: { accept: "image/*" } });
    } catch {
      throw new ImageFetchError(deadline.aborted ? "the old host took longer than 15 s" : "the old host could not be reached");
    }
    if (response.status >= 300 && response.status < 400 && response.headers.get("location")) {
      await response.body?.cancel();
      address = new URL(response.headers.get("location")!, address).toString();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageFetchError(`the old host answered ${response.status}`);
    }
    return readBounded(response, deadline);
  }
  throw new ImageFetchError("too many redirects");
}

async function assertFetchable(address: string): Promise<void> {
  const url = new URL(address);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new ImageFetchError("not an http(s) address");
  if (getEnv().IMPORT_FETCH_PRIVATE_HOSTS) return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let resolved: { address: string }[];
  try {
    resolved = await lookup(host, { all: true });
  } catch {
    throw new ImageFetchError("the old host's name does not resolve");
  }
  if (resolved.length === 0 || !resolved.every((entry) => isPublicAddress(entry.address))) {
    throw new ImageFetchError("the address is on a private network");
  }
}

async function readBounded(response: Response, deadline: AbortSignal): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > imageFetchLimits.maxBytes) {
    await response.body?.cancel();
    throw new ImageFetchError(`the image is ${formatBytes(declared)}, over ${formatBytes(imageFetchLimits.maxBytes)}`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of response.body ?? []) {
      total += chunk.byteLength;
      if (total > imageFetchLimits.maxBytes) throw new ImageFetchError(`the image is over ${formatBytes(imageFetchLimits.maxBytes)}`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    throw new ImageFetchError(deadline.aborted ? "the old host took longer than 15 s" : "the download broke off");
  }
  return Buffer.concat(chunks);
}
