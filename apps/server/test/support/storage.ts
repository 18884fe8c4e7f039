import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { StorageDriver } from "../../src/config.js";
import { type DatabaseKind, databaseKinds } from "./databases.js";

export type S3TestServer = {
  /** The S3 settings of a bucket of its own for each database kind. */
  envFor(kind: DatabaseKind): NodeJS.ProcessEnv;
  close(): Promise<void>;
};

const bucketFor = (kind: DatabaseKind) => `formloom-${kind}`;

/**
 * An S3-compatible server in this process (s3rver, from npm) with one bucket per database kind;
 * undefined, after one loud line, when it cannot start, so the S3 cases are skipped visibly.
 */
export async function startS3Server(): Promise<S3TestServer | undefined> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "formloom-s3-"));
  try {
    const { default: S3rver } = await import("@20minutes/s3rver");
    // Its signature check disagrees with the SDK's on bucket paths (a trailing slash); the
    // signing itself is the SDK's business, not what these tests are about.
    const s3rver = new S3rver({
      silent: true,
      directory,
      allowMismatchedSignatures: true,
      configureBuckets: [{ name: bucketFor("pglite") }, { name: bucketFor("postgres") }],
    });
    await s3rver.configureBuckets();
    // Listened to here rather than by its run(), which never settles when listening fails.
    const server = createServer(s3rver.callback());
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", resolve);
    });
    const { port } = server.address() as AddressInfo;
    return {
      envFor: (kind) => ({
        STORAGE: "s3",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: bucketFor(kind),
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      }),
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    console.warn(
      `\n!!! SKIPPING the STORAGE=s3 tests: the local S3 server (s3rver) did not start: ${(error as Error).message}\n`,
    );
    rmSync(directory, { recursive: true, force: true });
    return undefined;
  }
}

/** Each database kind with each storage driver: s3 only when its server started. */
export function storageMatrix(
  s3: S3TestServer | undefined,
): [DatabaseKind, StorageDriver, NodeJS.ProcessEnv][] {
  return databaseKinds().flatMap((kind) => [
    [kind, "local", { STORAGE: "local" }],
    [kind, "database", { STORAGE: "database" }],
    ...(s3
      ? [[kind, "s3", s3.envFor(kind)] as [DatabaseKind, StorageDriver, NodeJS.ProcessEnv]]
      : []),
  ]);
}
