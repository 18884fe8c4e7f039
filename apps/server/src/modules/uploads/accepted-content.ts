import type { FileType } from "@formloom/shared";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
const PDF_TYPES = ["application/pdf"];

/**
 * What the file's bytes must be, whatever its name says. A question with file type "none" takes
 * the same kinds as the two named ones together (SPEC §5 lists no others).
 */
export function isAcceptedContent(mime: string | undefined, fileType: FileType = "none"): boolean {
  if (!mime) return false;
  if (fileType === "image") return IMAGE_TYPES.includes(mime);
  if (fileType === "pdf") return PDF_TYPES.includes(mime);
  return IMAGE_TYPES.includes(mime) || PDF_TYPES.includes(mime);
}
