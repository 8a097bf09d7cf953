import "server-only";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { AppError } from "@/server/errors";
import { contentTypeForKey } from "./upload-key";
import { uploadStoreUnavailable, type UploadStorage } from "./upload-storage";

export type S3UploadConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Garage…); unset: AWS. */
  endpoint?: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

/** Names are generated and never reused, so a CDN in front of the bucket may keep them for a year too. */
const cacheControl = "public, max-age=31536000, immutable";

/** Uploads in an S3 bucket, shared by every node. The bucket stays private: the app serves /uploads/… itself. */
export function createS3UploadStorage(config: S3UploadConfig): UploadStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // One retry, and a bound on each try: an editor waits seconds, not minutes, to hear the store is down.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
    // Many S3-compatible services reject or ignore the newer default checksums; send them only where S3 requires them.
    ...(config.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
  });
  return {
    description: `S3 bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`,
    async put(key, body, contentType) {
      try {
        await client.send(
          new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: cacheControl }),
        );
      } catch (error) {
        throw storageError("write", error);
      }
    },
    async get(key) {
      const contentType = contentTypeForKey(key);
      if (!contentType) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!object.Body) return null;
        return { body: await object.Body.transformToByteArray(), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageError("read", error);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw storageError("write", error);
      }
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** A store that is down, slow or refusing us (bad keys, no bucket) is an outage to the user; the reason goes to the log. */
function storageError(action: "read" | "write", error: unknown): AppError {
  const { name, message, $metadata } = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  console.error(`[uploads] S3 ${action} failed:`, [name, $metadata?.httpStatusCode, message].filter(Boolean).join(" "));
  return uploadStoreUnavailable(action);
}
