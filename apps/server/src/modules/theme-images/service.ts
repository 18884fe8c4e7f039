import { THEME_IMAGE_MESSAGES, THEME_IMAGE_TYPES, toThemeImageUrl } from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { FileMissingError } from "../../lib/file-storage/file-storage.js";
import type { StoredImage } from "../uploads/image-routes.js";
import { insertUploadedFile } from "../uploads/repo.js";
import { type IncomingUpload, storeFile, type UploadDeps } from "../uploads/store-upload.js";
import { findThemeImage } from "./repo.js";

const ACCEPTED_TYPES: readonly string[] = THEME_IMAGE_TYPES;

/** Stores a logo or background image for the form's theme: PNG, JPEG or WebP by its bytes. */
export async function storeThemeImage(
  { db, fileStorage }: UploadDeps,
  { formId, upload }: { formId: string; upload: IncomingUpload },
): Promise<{ imageId: string; url: string }> {
  const imageId = await storeFile(fileStorage, upload.content, {
    tooLarge: () => new AppError("FILE_TOO_LARGE", THEME_IMAGE_MESSAGES.tooLarge),
    typeRefused: () => new AppError("FILE_TYPE_REFUSED", THEME_IMAGE_MESSAGES.typeRefused),
    acceptedType: (sniffedMime) =>
      sniffedMime && ACCEPTED_TYPES.includes(sniffedMime) ? sniffedMime : null,
    record: (file) =>
      insertUploadedFile(db, {
        ...file,
        formId,
        questionId: "",
        purpose: "theme",
        originalName: upload.fileName.slice(0, 255),
      }),
  });
  return { imageId, url: toThemeImageUrl(imageId) };
}

const imageNotFound = () => new AppError("FILE_NOT_FOUND", THEME_IMAGE_MESSAGES.notFound);

/**
 * A theme image for whoever shows the form: what a respondent sees anyway. Its id is random
 * (DESIGN §4), so it is reached only from the page or the builder that names it.
 */
export async function openThemeImage(
  { db, fileStorage }: UploadDeps,
  imageId: string,
): Promise<StoredImage> {
  const row = await findThemeImage(db, imageId);
  if (!row) throw imageNotFound();
  const content = await fileStorage.read(row.storageKey).catch((error: unknown) => {
    if (error instanceof FileMissingError) throw imageNotFound();
    throw error;
  });
  return { mimeType: row.mimeType, sizeBytes: row.sizeBytes, content };
}
