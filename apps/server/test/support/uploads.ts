import type { App } from "../../src/app.js";
import { bearer } from "./accounts.js";

// The smallest real files of each kind, so the server's content sniffing sees true bytes.
export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
// A 2 × 2 PNG an image decoder reads to its end (an option's picture is resized on upload).
export const DECODABLE_PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a7300000009704859730000" +
    "03e8000003e801b57b526b0000001249444154089963304e3b639c76860142010024b605950505077f00" +
    "00000049454e44ae426082",
  "hex",
);
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A multipart body with formId and questionId before the file, as the web app sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type: string },
) {
  const boundary = "----formloom-test-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: App,
  fields: { formId: string; questionId: string },
  file: { name: string; bytes: Buffer; type: string },
  token?: string,
) {
  const { payload, headers } = multipartBody(fields, file);
  return app.inject({
    method: "POST",
    url: "/api/users/file-upload",
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}
