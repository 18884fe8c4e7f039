import { type FormResponse, isLanguageCode } from "@formloom/shared";
import type { ResponseRow } from "../../../db/rows.js";

type ResponseFields = Pick<
  ResponseRow,
  | "id"
  | "formId"
  | "formVersion"
  | "respondentName"
  | "respondentEmail"
  | "answers"
  | "hiddenFields"
  | "variables"
  | "score"
  | "maxScore"
  | "percentage"
  | "language"
  | "submittedAt"
  | "updatedAt"
>;

export function scoreOf(row: Pick<ResponseRow, "score" | "maxScore" | "percentage">) {
  return { correct: row.score, total: row.maxScore, percentage: row.percentage };
}

/** A stored response as the API and the webhooks send it (SPEC §3). */
export function toResponseDto(row: ResponseFields): FormResponse {
  return {
    _id: row.id,
    formId: row.formId,
    version: row.formVersion,
    respondentName: row.respondentName,
    respondentEmail: row.respondentEmail,
    answers: row.answers as FormResponse["answers"],
    hiddenFields: row.hiddenFields,
    score: scoreOf(row),
    variables: row.variables,
    language: isLanguageCode(row.language) ? row.language : null,
    createdAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
