import "server-only";
import { getEnv, type Env } from "@/server/env";
import { createLocalUploadStorage } from "./local-upload-storage";
import { createS3UploadStorage } from "./s3-upload-storage";
import { uploadsDir } from "./uploads-dir";
import type { UploadStorage } from "./upload-storage";

let chosen: { env: Env; storage: UploadStorage } | undefined;

/** The process's upload store, chosen once from the configuration: S3 when S3_BUCKET is set, else the folder. */
export function getUploadStorage(): UploadStorage {
  const env = getEnv();
  // Tests swap the configuration (setEnvForTests); a running server keeps one.
  if (chosen?.env !== env) chosen = { env, storage: createUploadStorage(env) };
  return chosen.storage;
}

function createUploadStorage(env: Env): UploadStorage {
  if (!env.S3_BUCKET) return createLocalUploadStorage(uploadsDir());
  return createS3UploadStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
