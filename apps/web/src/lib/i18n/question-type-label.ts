import type { QuestionType } from "@formloom/shared";
import type { AppText } from "./use-app-text";

/** A question type's name in the language the app speaks ("Short Answer", "Kurzantwort"). */
export const questionTypeLabel = (t: AppText, type: QuestionType) =>
  t(`questionType.${type}` as const);
