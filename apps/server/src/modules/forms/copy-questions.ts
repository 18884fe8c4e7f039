import { type FormTranslations, type Question, withQuestionIds } from "@formloom/shared";
import { newId } from "../../lib/ids.js";

type CopiedTranslations = { translations: FormTranslations; translatedFrom: FormTranslations };

/**
 * The questions of a copied form under new ids, each condition pointed at the copy of the
 * question it read, so that the copy's logic never refers to the original form; and its
 * translations, with the texts they were made from, under the new ids' keys.
 */
export function copyQuestions(
  questions: readonly Question[],
  { translations, translatedFrom }: CopiedTranslations,
): { questions: Question[] } & CopiedTranslations {
  const copiedIds = new Map(questions.map((question) => [question._id, newId()]));
  const underNewIds = (byLanguage: FormTranslations) =>
    Object.fromEntries(
      Object.entries(byLanguage).map(([language, texts]) => [
        language,
        withQuestionIds(texts, copiedIds),
      ]),
    );
  return {
    questions: questions.map((question) => ({
      ...structuredClone(question),
      _id: copiedIds.get(question._id) as string,
      logic: question.logic && {
        match: question.logic.match,
        conditions: question.logic.conditions.map((condition) => ({
          ...condition,
          questionId: copiedIds.get(condition.questionId) ?? condition.questionId,
        })),
      },
    })),
    translations: underNewIds(translations),
    translatedFrom: underNewIds(translatedFrom),
  };
}
