import { Readable } from "node:stream";
import {
  OPTION_IMAGE_MESSAGES,
  OPTION_IMAGE_SIZE,
  THEME_IMAGE_MESSAGES,
  THEME_IMAGE_TYPES,
  toOptionImageUrl,
} from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { FileMissingError } from "../../lib/file-storage/file-storage.js";
import type { StoredImage } from "../uploads/image-routes.js";
import { insertUploadedFile } from "../uploads/repo.js";
import {
  type IncomingUpload,
  readWhole,
  storeFile,
  type UploadDeps,
} from "../uploads/store-upload.js";
import { findOptionImage } from "./repo.js";

const ACCEPTED_TYPES: readonly string[] = THEME_IMAGE_TYPES;
const STORED_TYPE = "image/webp";
// A picture of more pixels than a 48-megapixel camera's is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

const tooLarge = () => new AppError("FILE_TOO_LARGE", THEME_IMAGE_MESSAGES.tooLarge);
const typeRefused = () => new AppError("FILE_TYPE_REFUSED", THEME_IMAGE_MESSAGES.typeRefused);

/**
 * The picture resized to fit OPTION_IMAGE_SIZE (never enlarged), turned as its camera meant
 * and stripped of its metadata, as WebP; a PNG, JPEG or WebP by its bytes, else refused.
 */
async function resizeOptionImage(original: Buffer): Promise<Buffer> {
  const { fileTypeFromBuffer } = await import("file-type");
  const sniffed = await fileTypeFromBuffer(original);
  if (!sniffed || !ACCEPTED_TYPES.includes(sniffed.mime)) throw typeRefused();
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: OPTION_IMAGE_SIZE,
        height: OPTION_IMAGE_SIZE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    // A PNG, JPEG or WebP header over bytes that are not one.
    throw new AppError("FILE_TYPE_REFUSED", OPTION_IMAGE_MESSAGES.unreadable);
  }
}

/** Stores an option's picture for the form's image choice questions, resized. */
export async function storeOptionImage(
  { db, fileStorage }: UploadDeps,
  { formId, upload }: { formId: string; upload: IncomingUpload },
): Promise<{ imageId: string; url: string }> {
  const original = await readWhole(upload.content, tooLarge);
  const resized = await resizeOptionImage(original);
  const content = Object.assign(Readable.from([resized]), {
    truncated: false,
    bytesRead: resized.length,
  });
  const imageId = await storeFile(fileStorage, content, {
    tooLarge,
    typeRefused,
    acceptedType: (sniffedMime) => (sniffedMime === STORED_TYPE ? STORED_TYPE : null),
    record: (file) =>
      insertUploadedFile(db, {
        ...file,
        formId,
        questionId: "",
        purpose: "option",
        originalName: upload.fileName.slice(0, 255),
      }),
  });
  return { imageId, url: toOptionImageUrl(imageId) };
}

const imageNotFound = () => new AppError("FILE_NOT_FOUND", THEME_IMAGE_MESSAGES.notFound);

/** An option's picture for whoever shows the form: its id is random, as a theme image's. */
export async function openOptionImage(
  { db, fileStorage }: UploadDeps,
  imageId: string,
): Promise<StoredImage> {
  const row = await findOptionImage(db, imageId);
  if (!row) throw imageNotFound();
  const content = await fileStorage.read(row.storageKey).catch((error: unknown) => {
    if (error instanceof FileMissingError) throw imageNotFound();
    throw error;
  });
  return { mimeType: row.mimeType, sizeBytes: row.sizeBytes, content };
}
