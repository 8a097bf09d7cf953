import type { IncomingMessage, ServerResponse } from "node:http";

export type EncodedBody = { key: string; bytes: Buffer; etag: string; gzip: Buffer | undefined; size: number };
export type BodyMemo = {
  get(body: string): EncodedBody;
  tagged(etag: string, makeBytes: () => Buffer): EncodedBody;
  gzip(entry: EncodedBody): Buffer;
  readonly size: number;
};

export function createBodyMemo(maxBytes?: number): BodyMemo;
export function acceptsGzip(header: string | undefined): boolean;
export function encodeResponseBodies(request: IncomingMessage, response: ServerResponse): void;
