import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import {
  checkFileExtension,
  RESPONDENT_MESSAGES,
  toFileUrl,
  uploadFileFieldsSchema,
} from "@formloom/shared";
import { fileTypeFromFile } from "file-type";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { isForeignKeyViolation } from "../../lib/database-errors.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { findFormWithQuestions } from "../forms/repo.js";
import { isAcceptedContent } from "./accepted-content.js";
import { isCutOffPart, UPLOAD_MESSAGES } from "./read-file-part.js";
import { insertUploadedFile } from "./repo.js";

type UploadDeps = { db: Database; storage: FileStorage };

function readFields(part: MultipartFile): { formId: string; questionId: string } {
  const value = (name: string) => {
    const field = part.fields[name];
    return field && !Array.isArray(field) && field.type === "field" ? field.value : undefined;
  };
  const parsed = uploadFileFieldsSchema.safeParse({
    formId: value("formId"),
    questionId: value("questionId"),
  });
  if (!parsed.success) {
    throw new AppError("BAD_REQUEST", "Send formId and questionId before the file in the upload");
  }
  return parsed.data;
}

/**
 * Takes a respondent's file for a file question of a form they may answer: at most 5 MB,
 * of a kind the question accepts judged by its bytes (and its name), stored under a name of
 * ours. Answers the URL the response will carry.
 */
export async function storeUpload(
  { db, storage }: UploadDeps,
  part: MultipartFile,
  viewerId: string | undefined,
): Promise<{ url: string }> {
  const { formId, questionId } = readFields(part);
  const form = await findFormWithQuestions(db, formId);
  if (!form || (!form.isPublic && form.ownerId !== viewerId))
    throw new AppError("NOT_FOUND", "Form not found");
  const question = form.questions.find((q) => q._id === questionId && q.questionType === "file");
  if (!question) throw new AppError("BAD_REQUEST", "This question does not take files");
  const fileType = question.validations.fileType;
  if (checkFileExtension(part.filename, fileType)) {
    part.file.resume();
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", RESPONDENT_MESSAGES.fileTypeInvalid);
  }

  await storage.ensureReady();
  // The parser destroys the part when the body ends before its closing boundary, which may
  // have happened during the awaits above: a pipeline from a destroyed stream never settles.
  if (part.file.destroyed) throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.cutOff);
  const fileId = newId();
  const partialKey = `${fileId}.partial`;
  try {
    await pipeline(part.file, createWriteStream(storage.pathOf(partialKey), { mode: 0o600 }));
    if (part.file.truncated)
      throw new AppError("PAYLOAD_TOO_LARGE", RESPONDENT_MESSAGES.fileTooLarge);
    const sniffed = await fileTypeFromFile(storage.pathOf(partialKey));
    if (!sniffed || !isAcceptedContent(sniffed.mime, fileType)) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", RESPONDENT_MESSAGES.fileTypeInvalid);
    }
    const storageKey = `${fileId}.${sniffed.ext}`;
    // The row first: a file only ever sits under its final name with a row the sweep can find.
    await insertUploadedFile(db, {
      id: fileId,
      formId,
      questionId,
      storageKey,
      originalName: part.filename.slice(0, 255),
      mimeType: sniffed.mime,
      sizeBytes: part.file.bytesRead,
    });
    await rename(storage.pathOf(partialKey), storage.pathOf(storageKey));
    return { url: toFileUrl(fileId) };
  } catch (error) {
    await rm(storage.pathOf(partialKey), { force: true });
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("PAYLOAD_TOO_LARGE", RESPONDENT_MESSAGES.fileTooLarge);
    }
    if (isCutOffPart(error)) throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.cutOff);
    // The form was deleted while its file was on the way.
    if (isForeignKeyViolation(error)) throw new AppError("NOT_FOUND", "Form not found");
    throw error;
  }
}
