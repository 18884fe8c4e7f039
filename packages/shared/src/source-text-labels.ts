import {
  ENDING_TEXT_KEY,
  type SourceText,
  type SourceTextKind,
  type TranslatableForm,
} from "./form-texts";

// What each translatable text is, in the owner's words: the builder's translation view groups
// the texts under these headings and the translators' file names each row with them.

const KIND_LABELS: Record<SourceTextKind, string> = {
  title: "Title",
  description: "Description",
  questionText: "Question text",
  questionDescription: "Description",
  option: "Option",
  row: "Row",
  scaleMinLabel: "Scale start label",
  scaleMaxLabel: "Scale end label",
  feedbackCorrect: "Feedback when correct",
  feedbackIncorrect: "Feedback when incorrect",
  endingMessage: "Message",
  confirmationMessage: "Confirmation message",
  closedMessage: "Closed message",
};

export const FORM_TEXTS_GROUP = "Form";
export const MESSAGES_GROUP = "Messages";

/** A text with the item it belongs to ("Question 3") and what it is there ("Option"). */
export type LabelledSourceText = SourceText & { group: string; label: string };

/** Each item's heading, numbered among its kind as the builder numbers them. */
function itemHeadings(
  form: TranslatableForm,
): Map<string, { heading: string; isSection: boolean }> {
  const headings = new Map<string, { heading: string; isSection: boolean }>();
  let questions = 0;
  let sections = 0;
  for (const item of form.questions) {
    const section = item.questionType === "section";
    const heading = section ? `Section ${++sections}` : `Question ${++questions}`;
    headings.set(item._id, { heading, isSection: section });
  }
  return headings;
}

/** "Ending 2" for the second ending's text, as the builder numbers endings. */
function endingHeading(key: string): string | undefined {
  const index = ENDING_TEXT_KEY.exec(key)?.[1];
  return index === undefined ? undefined : `Ending ${Number(index) + 1}`;
}

/** `sources` (from sourceTextsOf(form)) with their headings and labels, in the same order. */
export function labelSourceTexts(
  form: TranslatableForm,
  sources: readonly SourceText[],
): LabelledSourceText[] {
  const headings = itemHeadings(form);
  return sources.map((source) => {
    const item = source.questionId ? headings.get(source.questionId) : undefined;
    const isFormMessage = source.kind === "confirmationMessage" || source.kind === "closedMessage";
    const group =
      item?.heading ??
      endingHeading(source.key) ??
      (isFormMessage ? MESSAGES_GROUP : FORM_TEXTS_GROUP);
    // A section's own text is its title.
    const label =
      item?.isSection && source.kind === "questionText" ? "Title" : KIND_LABELS[source.kind];
    return { ...source, group, label };
  });
}

/** The texts in consecutive runs of one heading, in page order. */
export function groupSourceTexts(sources: readonly LabelledSourceText[]) {
  const groups: { group: string; texts: LabelledSourceText[] }[] = [];
  for (const source of sources) {
    const last = groups.at(-1);
    if (last?.group === source.group) last.texts.push(source);
    else groups.push({ group: source.group, texts: [source] });
  }
  return groups;
}
