import { Readable } from "node:stream";
import {
  checkFileExtension,
  RESPONDENT_MESSAGES,
  SIGNATURE_MAX_BYTES,
  takesUploadedFile,
  toFileUrl,
  uploadFileFieldsSchema,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { isForeignKeyViolation } from "../../lib/database-errors.js";
import type { FileStorage } from "../../lib/file-storage/file-storage.js";
import { newId } from "../../lib/ids.js";
import { findFormWithQuestions } from "../forms/repo.js";
import { mayOpenPrivateForm } from "../forms/service.js";
import { findSignatureContentType, findStoredContentType } from "./accepted-content.js";
import { insertUploadedFile } from "./repo.js";

export const UPLOAD_MESSAGES = {
  noBoundary: "Send the file as multipart/form-data with a boundary in its Content-Type",
  malformed: "The upload is not valid multipart/form-data",
  noFile: "Choose a file to upload",
  cutOff: "The upload ended before the file did. Please try again.",
  badFileName: "The file name cannot contain control characters",
} as const;

/** A file on its way in, as the route read it from the multipart body. */
export type IncomingUpload = {
  fileName: string;
  /** The file's bytes; `truncated` once the size limit cut them short. */
  content: Readable & { truncated: boolean; bytesRead: number };
  /** A form field sent before the file. */
  readField(name: string): unknown;
};

export type UploadDeps = { db: Database; fileStorage: FileStorage };

function readFields(upload: IncomingUpload): { formId: string; questionId: string } {
  const parsed = uploadFileFieldsSchema.safeParse({
    formId: upload.readField("formId"),
    questionId: upload.readField("questionId"),
  });
  if (!parsed.success) {
    throw new AppError(
      "MALFORMED_UPLOAD",
      "Send formId and questionId before the file in the upload",
    );
  }
  return parsed.data;
}

/** True when the stream ended because the body stopped before the part's closing boundary. */
function isCutOffPart(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "ERR_STREAM_PREMATURE_CLOSE" || Boolean(message?.includes("terminated early"));
}

/**
 * Takes a respondent's file for a file question of a form they may answer: at most 5 MB,
 * of a kind the question accepts judged by its bytes (and its name), stored under a name of
 * ours. Answers the URL the response will carry.
 */
export async function storeUpload(
  { db, fileStorage }: UploadDeps,
  { upload, viewerId }: { upload: IncomingUpload; viewerId: string | undefined },
): Promise<{ url: string }> {
  const { content } = upload;
  const { formId, questionId } = readFields(upload);
  const form = await findFormWithQuestions(db, formId);
  if (!form || (!form.isPublic && !(await mayOpenPrivateForm(db, form, viewerId))))
    throw new AppError("FORM_NOT_FOUND", "Form not found");
  const question = form.questions.find(
    (q) => q._id === questionId && takesUploadedFile(q.questionType),
  );
  if (!question) throw new AppError("NOT_A_FILE_QUESTION", "This question does not take files");
  const isSignature = question.questionType === "signature";
  const fileType = question.validations.fileType;
  if (!isSignature && checkFileExtension(upload.fileName, fileType)) {
    // Read to its end (the parser stops at 5 MB) to say what the browser says: size first.
    await drain(content);
    if (content.truncated) throw new AppError("FILE_TOO_LARGE", RESPONDENT_MESSAGES.fileTooLarge);
    throw new AppError("FILE_TYPE_REFUSED", RESPONDENT_MESSAGES.fileTypeInvalid);
  }

  const fileId = await storeFile(fileStorage, content, {
    tooLarge: () =>
      new AppError(
        "FILE_TOO_LARGE",
        isSignature ? RESPONDENT_MESSAGES.signatureTooLarge : RESPONDENT_MESSAGES.fileTooLarge,
      ),
    typeRefused: () => new AppError("FILE_TYPE_REFUSED", RESPONDENT_MESSAGES.fileTypeInvalid),
    acceptedType: (sniffedMime) =>
      isSignature
        ? findSignatureContentType(sniffedMime)
        : findStoredContentType(sniffedMime, fileType),
    maxBytes: isSignature ? SIGNATURE_MAX_BYTES : undefined,
    record: (file) =>
      insertUploadedFile(db, {
        ...file,
        formId,
        questionId,
        originalName: upload.fileName.slice(0, 255),
      }),
  });
  return { url: toFileUrl(fileId) };
}

type StoredFileRecord = { id: string; storageKey: string; mimeType: string; sizeBytes: number };

/**
 * Streams an upload into storage under a name of ours, judges its type by its bytes, then
 * records it; answers its id. Whatever fails on the way, no stored bytes are left behind.
 */
export async function storeFile(
  fileStorage: FileStorage,
  content: IncomingUpload["content"],
  options: {
    tooLarge: () => AppError;
    typeRefused: () => AppError;
    /** The type to store and serve the file with, or null when refused. */
    acceptedType: (sniffedMime: string | undefined) => string | null;
    /** A limit below the upload route's own (a signature's). */
    maxBytes?: number;
    record: (file: StoredFileRecord) => Promise<void>;
  },
): Promise<string> {
  // The parser destroys the part when the body ends before its closing boundary, which may
  // have happened during the caller's awaits: reading a destroyed stream never settles.
  if (content.destroyed) throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.cutOff);
  const fileId = newId();
  // Stored under the file's id alone: its kind is known only once its bytes have been read.
  const storageKey = fileId;
  try {
    const head: Buffer[] = [];
    const sizeBytes = await fileStorage.write(storageKey, keepingHead(content, head));
    if (content.truncated || sizeBytes > (options.maxBytes ?? Number.POSITIVE_INFINITY))
      throw options.tooLarge();
    const { fileTypeFromBuffer } = await import("file-type");
    const sniffed = await fileTypeFromBuffer(Buffer.concat(head));
    const mimeType = options.acceptedType(sniffed?.mime);
    if (!mimeType) throw options.typeRefused();
    // A file without its row (a crash here) is a stray the sweep removes a day later.
    await options.record({ id: fileId, storageKey, mimeType, sizeBytes });
    return fileId;
  } catch (error) {
    // What cannot be removed now (the store is away) has no row: the sweep removes it later.
    await fileStorage.remove([storageKey]).catch(() => {});
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw options.tooLarge();
    if (isCutOffPart(error)) throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.cutOff);
    // The form was deleted while its file was on the way.
    if (isForeignKeyViolation(error)) throw new AppError("FORM_NOT_FOUND", "Form not found");
    throw error;
  }
}

/**
 * The whole upload in memory, for a small file that is transformed before it is stored (an
 * option's picture); the parser's size limit still applies.
 */
export async function readWhole(
  content: IncomingUpload["content"],
  tooLarge: () => AppError,
): Promise<Buffer> {
  if (content.destroyed) throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.cutOff);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of content as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (isCutOffPart(error)) throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.cutOff);
    throw error;
  }
  if (content.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/** Reads the stream to its end for nothing, as far as the parser lets it run. */
export async function drain(content: Readable): Promise<void> {
  if (content.destroyed) throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.cutOff);
  try {
    for await (const _chunk of content) {
      // Discarded.
    }
  } catch (error) {
    if (isCutOffPart(error)) throw new AppError("MALFORMED_UPLOAD", UPLOAD_MESSAGES.cutOff);
    throw error;
  }
}

// What content sniffing needs: file-type decides from the first few kilobytes.
const SNIFF_BYTES = 4100;

/** The content passed through unchanged, its first bytes kept in `head` on the way. */
function keepingHead(content: Readable, head: Buffer[]): Readable {
  let kept = 0;
  return Readable.from(
    (async function* () {
      for await (const chunk of content as AsyncIterable<Buffer>) {
        if (kept < SNIFF_BYTES) {
          head.push(chunk.subarray(0, SNIFF_BYTES - kept));
          kept += head.at(-1)?.length ?? 0;
        }
        yield chunk;
      }
    })(),
  );
}
