import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { freePort } from "./app-server";

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The app's configuration for this server (S3_* variables). */
  env: Record<string, string>;
  /** A client of our own, to look in the bucket behind the app's back. */
  client: S3Client;
  keys: () => Promise<string[]>;
  /** Takes the server down (an outage); `start` brings it back on the same port with the same objects. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it and removes its files. */
  dispose: () => Promise<void>;
};

const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver: the S3 REST protocol over HTTP, SigV4 checked, objects
 * on disk) on a free port of this machine, with one empty bucket.
 */
export async function startS3Server(bucket = "groundwork-uploads"): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "groundwork-s3-"));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    client,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    stop,
    start,
    dispose: async () => {
      await stop();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
