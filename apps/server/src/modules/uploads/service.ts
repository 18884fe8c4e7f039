import type { Readable } from "node:stream";
import { AppError } from "../../lib/app-error.js";
import type { FileLinks } from "../../lib/file-links.js";
import { FileMissingError } from "../../lib/file-storage/file-storage.js";
import type { Access } from "../../lib/workspace-access.js";
import { checkRole } from "../workspaces/access.js";
import { findMembership } from "../workspaces/repo.js";
import { findFileWithWorkspace } from "./repo.js";
import type { UploadDeps } from "./store-upload.js";

export type OwnedFile = {
  mimeType: string;
  sizeBytes: number;
  originalName: string;
  content: Readable;
};

const fileNotFound = () => new AppError("FILE_NOT_FOUND", "File not found");

/** Respondents' files may hold private data: only those who may read the responses get them. */
export async function openOwnedFile(
  { db, fileStorage }: UploadDeps,
  { fileId, access }: { fileId: string; access: Access },
): Promise<OwnedFile> {
  const row = await findFileWithWorkspace(db, fileId);
  if (!row) throw fileNotFound();
  const { workspaceId } = row;
  const member = await findMembership(db, { workspaceId, userId: access.userId });
  checkRole(access, { workspaceId, member }, fileNotFound);
  return toOwnedFile(fileStorage, row.file);
}

async function toOwnedFile(
  fileStorage: UploadDeps["fileStorage"],
  file: { mimeType: string; sizeBytes: number; originalName: string; storageKey: string },
): Promise<OwnedFile> {
  const content = await fileStorage.read(file.storageKey).catch((error: unknown) => {
    // The row outlived its bytes (a store emptied by hand, a copy not made): say so plainly.
    if (error instanceof FileMissingError) throw fileNotFound();
    throw error;
  });
  return {
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    originalName: file.originalName,
    content,
  };
}

export const FILE_LINK_EXPIRED =
  "This file link has expired: export the responses again for a new one";
export const FILE_LINK_INVALID =
  "This file link is not valid: open the file from the exported responses";

/**
 * A file through an export's signed link: the signature stands in for the owner's token, since
 * only the owner's export carries it. A file no longer attached to a response is gone.
 */
export async function openLinkedFile(
  { db, fileStorage, fileLinks }: UploadDeps & { fileLinks: FileLinks },
  { fileId, expires, signature }: { fileId: string; expires: string; signature: string },
): Promise<OwnedFile> {
  const check = fileLinks.check(fileId, expires, signature);
  if (check === "invalid") throw new AppError("FILE_LINK_INVALID", FILE_LINK_INVALID);
  if (check === "expired") throw new AppError("FILE_LINK_EXPIRED", FILE_LINK_EXPIRED);
  const row = await findFileWithWorkspace(db, fileId);
  if (!row?.file.responseId) throw fileNotFound();
  return toOwnedFile(fileStorage, row.file);
}
