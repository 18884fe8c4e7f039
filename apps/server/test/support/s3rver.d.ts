declare module "@20minutes/s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export default class S3rver {
    constructor(options: {
      silent?: boolean;
      directory?: string;
      allowMismatchedSignatures?: boolean;
      configureBuckets?: { name: string }[];
    });
    /** Creates the buckets of the options. */
    configureBuckets(): Promise<void>;
    /** The request handler (s3rver is a Koa app). */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
