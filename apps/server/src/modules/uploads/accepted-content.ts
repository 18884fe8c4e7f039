import type { FileType } from "@formloom/shared";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
const PDF_TYPES = ["application/pdf"];
const NAMED_TYPES = [...IMAGE_TYPES, ...PDF_TYPES];
// What any other file is stored and served as: bytes to save, never a page to render.
const ANY_FILE_TYPE = "application/octet-stream";

/**
 * The type a file is stored and served with, judged by its bytes whatever its name says, or
 * null when the question refuses it. A question with file type "none" takes any file.
 */
export function findStoredContentType(
  sniffedMime: string | undefined,
  fileType: FileType = "none",
): string | null {
  if (fileType === "none") {
    return sniffedMime && NAMED_TYPES.includes(sniffedMime) ? sniffedMime : ANY_FILE_TYPE;
  }
  const accepted = fileType === "image" ? IMAGE_TYPES : PDF_TYPES;
  return sniffedMime && accepted.includes(sniffedMime) ? sniffedMime : null;
}
