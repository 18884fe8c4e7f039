import {
  type Calculations,
  type FormTexts,
  type FormTranslations,
  type Question,
  renameCalculationQuestions,
  renamePipedItem,
  renamePipedQuestions,
  withQuestionIds,
} from "@formloom/shared";
import { newId } from "../../lib/ids.js";

type CopiedTranslations = { translations: FormTranslations; translatedFrom: FormTranslations };

/**
 * The questions of a copied form under new ids, each condition pointed at the copy of the
 * question it read, so that the copy's logic never refers to the original form (nor do its piped
 * answers); and its translations, with the texts they were made from, under the new ids' keys.
 */
export function copyQuestions(
  questions: readonly Question[],
  { translations, translatedFrom }: CopiedTranslations,
): {
  questions: Question[];
  renameConfirmation: (message: string) => string;
  renameCalculations: (calculations: Calculations) => Calculations;
} & CopiedTranslations {
  const copiedIds = new Map(questions.map((question) => [question._id, newId()]));
  const rename = (id: string) => copiedIds.get(id) ?? id;
  const renameTexts = (texts: FormTexts) =>
    Object.fromEntries(
      Object.entries(texts).map(([key, text]) => [key, renamePipedQuestions(text, rename)]),
    );
  const underNewIds = (byLanguage: FormTranslations) =>
    Object.fromEntries(
      Object.entries(byLanguage).map(([language, texts]) => [
        language,
        withQuestionIds(renameTexts(texts), copiedIds),
      ]),
    );
  return {
    questions: questions.map((question) => ({
      ...renamePipedItem(structuredClone(question), rename),
      _id: copiedIds.get(question._id) as string,
      // The original's option pictures belong to it, as its theme's images: the copy starts
      // without them (their alt texts kept).
      optionImages: question.optionImages.map(({ alt }) => ({ imageId: null, alt })),
      logic: question.logic && {
        match: question.logic.match,
        conditions: question.logic.conditions.map((condition) => ({
          ...condition,
          questionId: copiedIds.get(condition.questionId) ?? condition.questionId,
        })),
      },
    })),
    renameConfirmation: (message: string) => renamePipedQuestions(message, rename),
    renameCalculations: (calculations: Calculations) =>
      renameCalculationQuestions(calculations, rename),
    translations: underNewIds(translations),
    translatedFrom: underNewIds(translatedFrom),
  };
}
