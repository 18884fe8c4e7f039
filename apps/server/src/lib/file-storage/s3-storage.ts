import { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Settings } from "../../config.js";
import {
  assertSafeKey,
  FileMissingError,
  type FileStorage,
  isSafeKey,
  storageUnavailable,
} from "./file-storage.js";

// Files live under this prefix, so the sweep never touches anything else kept in the bucket.
const PREFIX = "uploads/";
const KEYS_PER_DELETE = 1000;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** Files in any S3-compatible store; downloads still pass through the server's owner check. */
export function createS3Storage(settings: S3Settings): FileStorage {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default checksums (streamed trailers) are refused by many S3-compatible stores.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (key: string) => PREFIX + assertSafeKey(key);

  return {
    driver: "s3",
    write: async (key, content) => {
      let size = 0;
      // The upload's own failures (cut short, too large) pass through as they are.
      let sourceError: unknown;
      const counted = Readable.from(
        (async function* () {
          try {
            for await (const chunk of content as AsyncIterable<Buffer | string>) {
              size += Buffer.byteLength(chunk);
              yield chunk;
            }
          } catch (error) {
            sourceError = error;
            throw error;
          }
        })(),
      );
      // Sent in parts as it arrives; a failed multipart upload is aborted by the SDK.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: counted },
        queueSize: 1,
      });
      await upload.done().catch((error: unknown) => {
        throw sourceError ?? storageUnavailable(error);
      });
      return size;
    },
    read: async (key) => {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return object.Body as Readable;
      } catch (error) {
        throw isNotFound(error) || (error as Error).name === "NoSuchKey"
          ? new FileMissingError(key)
          : storageUnavailable(error);
      }
    },
    remove: async (keys) => {
      for (let start = 0; start < keys.length; start += KEYS_PER_DELETE) {
        const batch = keys.slice(start, start + KEYS_PER_DELETE);
        const result = await client
          .send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true },
            }),
          )
          .catch((error: unknown) => {
            throw storageUnavailable(error);
          });
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Message}`);
      }
    },
    list: async () => {
      const files = [];
      for await (const page of paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: PREFIX },
      )) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length) ?? "";
          if (isSafeKey(key) && object.LastModified) {
            files.push({ key, modifiedAt: object.LastModified });
          }
        }
      }
      return files;
    },
    sizeOf: async (key) => {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return head.ContentLength;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw storageUnavailable(error);
      }
    },
    checkReachable: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    close: async () => client.destroy(),
  };
}
