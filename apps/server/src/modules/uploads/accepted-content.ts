import type { FileType } from "@formloom/shared";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
const PDF_TYPES = ["application/pdf"];
const ANY_ALLOWED_TYPE = [...IMAGE_TYPES, ...PDF_TYPES];
const ACCEPTED_TYPES = { image: IMAGE_TYPES, pdf: PDF_TYPES, none: ANY_ALLOWED_TYPE };

/**
 * The type a file is stored and served with, judged by its bytes whatever its name says, or
 * null when the question refuses it. A question with file type "none" takes the two named kinds
 * together (SPEC §9 allows no others).
 */
export function findStoredContentType(
  sniffedMime: string | undefined,
  fileType: FileType = "none",
): string | null {
  return sniffedMime && ACCEPTED_TYPES[fileType].includes(sniffedMime) ? sniffedMime : null;
}

/** A signature is the PNG the public page draws, whatever else its bytes could be. */
export function findSignatureContentType(sniffedMime: string | undefined): string | null {
  return sniffedMime === "image/png" ? sniffedMime : null;
}
