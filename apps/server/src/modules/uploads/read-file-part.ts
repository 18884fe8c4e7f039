import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";
import { type IncomingUpload, UPLOAD_MESSAGES } from "./store-upload.js";

const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*("[^"]+"|[^\s;]+)/i;

/**
 * The route's side of an upload: the request's file part as plain values for `storeUpload`,
 * or a 4xx for a body the multipart parser cannot read.
 */
export async function readFilePart(request: FastifyRequest): Promise<IncomingUpload> {
  if (!request.isMultipart()) {
    throw new AppError("NOT_MULTIPART", "Send the file as multipart/form-data");
  }
  if (!BOUNDARY_PARAMETER.test(request.headers["content-type"] ?? "")) {
    throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.noBoundary);
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    // The plugin's own limit errors carry a 4xx; anything else is the parser refusing the body.
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.malformed);
  }
  if (!part) throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.noFile);
  if (hasControlCharacter(part.filename)) {
    part.file.resume();
    throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.badFileName);
  }
  const { fields } = part;
  return {
    fileName: part.filename,
    content: part.file,
    readField: (name) => {
      const field = fields[name];
      return field && !Array.isArray(field) && field.type === "field" ? field.value : undefined;
    },
  };
}

// PostgreSQL cannot store U+0000, and no real file name holds a control character.
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
