import {
  FORM_TEXTS_GROUP,
  type LabelledSourceText,
  MESSAGES_GROUP,
  type SourceTextKind,
} from "@formloom/shared";
import type { AppText, AppTextId } from "@/lib/i18n/use-app-text";

// The shared labelSourceTexts names each text in English (its server-side uses need that); the
// view shows the same names from the app's catalogue.

const KIND_NAMES: Record<SourceTextKind, AppTextId> = {
  title: "builder.translations.kindTitle",
  description: "builder.translations.kindDescription",
  questionText: "builder.translations.kindQuestionText",
  questionDescription: "builder.translations.kindDescription",
  option: "builder.translations.kindOption",
  row: "builder.translations.kindRow",
  scaleMinLabel: "builder.translations.kindScaleMinLabel",
  scaleMaxLabel: "builder.translations.kindScaleMaxLabel",
  feedbackCorrect: "builder.translations.kindFeedbackCorrect",
  feedbackIncorrect: "builder.translations.kindFeedbackIncorrect",
  endingMessage: "builder.endings.message",
  confirmationMessage: "builder.translations.kindConfirmationMessage",
  closedMessage: "builder.translations.kindClosedMessage",
};

const ITEM_HEADING = /^(Question|Section|Ending) (\d+)$/;

const ITEM_NAMES: Record<string, AppTextId> = {
  Question: "builder.question.questionName",
  Section: "builder.question.sectionName",
  Ending: "builder.endings.heading",
};

/**
 * A group's heading ("Form", "Question 3", "Section 1", "Ending 2", "Messages") in the app's
 * language.
 */
export function sourceGroupName(t: AppText, group: string): string {
  if (group === FORM_TEXTS_GROUP) return t("builder.translations.groupForm");
  if (group === MESSAGES_GROUP) return t("builder.translations.groupMessages");
  const [, item = "", number] = ITEM_HEADING.exec(group) ?? [];
  const id = ITEM_NAMES[item];
  return id && number ? t(id, { number: Number(number) }) : group;
}

/** What a text is in its item ("Question text", "Option"), in the app's language. */
export function sourceTextName(t: AppText, source: LabelledSourceText): string {
  // A section's own text is its title.
  const isSectionTitle = source.kind === "questionText" && source.group.startsWith("Section ");
  return t(isSectionTitle ? "builder.translations.kindTitle" : KIND_NAMES[source.kind]);
}
