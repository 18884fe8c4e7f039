import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";

export const UPLOAD_MESSAGES = {
  noBoundary: "Send the file as multipart/form-data with a boundary in its Content-Type",
  malformed: "The upload is not valid multipart/form-data",
  noFile: "Choose a file to upload",
  cutOff: "The upload ended before the file did. Please try again.",
  badFileName: "The file name cannot contain control characters",
} as const;

const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*("[^"]+"|[^\s;]+)/i;

/** The upload's file part, or a 400 for a body the multipart parser cannot read. */
export async function readFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!BOUNDARY_PARAMETER.test(request.headers["content-type"] ?? "")) {
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.noBoundary);
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    // The plugin's own limit errors carry a 4xx; anything else is the parser refusing the body.
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.malformed);
  }
  if (!part) throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.noFile);
  if (hasControlCharacter(part.filename)) {
    part.file.resume();
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.badFileName);
  }
  return part;
}

// PostgreSQL cannot store U+0000, and no real file name holds a control character.
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** True when the stream ended because the body stopped before the part's closing boundary. */
export function isCutOffPart(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "ERR_STREAM_PREMATURE_CLOSE" || Boolean(message?.includes("terminated early"));
}
