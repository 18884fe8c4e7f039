import type { Readable } from "node:stream";
import { AppError } from "../../lib/app-error.js";
import { findFileWithOwner } from "./repo.js";
import type { UploadDeps } from "./store-upload.js";

export type OwnedFile = {
  mimeType: string;
  sizeBytes: number;
  originalName: string;
  content: Readable;
};

/** Respondents' files may hold private data: only the form's owner gets them. */
export async function openOwnedFile(
  { db, fileStorage }: UploadDeps,
  { fileId, ownerId }: { fileId: string; ownerId: string },
): Promise<OwnedFile> {
  const row = await findFileWithOwner(db, fileId);
  if (!row || row.ownerId !== ownerId) throw new AppError("FILE_NOT_FOUND", "File not found");
  const { file } = row;
  return {
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    originalName: file.originalName,
    content: fileStorage.read(file.storageKey),
  };
}
