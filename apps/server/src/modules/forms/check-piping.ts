import {
  type FormTexts,
  findPipingIssues,
  findTextPipingIssue,
  PIPING_MESSAGES,
  type Question,
  type SourceText,
  toOwnerText,
} from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";

// Answer piping's shared rule (answer-piping.ts), where a form's texts are saved: its questions,
// its confirmation message, their translations. A refusal names the item in its message.

type PipingForm = {
  questions: readonly Question[];
  hiddenFields: readonly string[];
  confirmationMessage: string;
};

function itemName(questions: readonly Question[], index: number): string {
  const item = questions[index];
  if (item === undefined) return "Confirmation message";
  const kind = item.questionType === "section" ? "Section" : "Question";
  return `${kind} ${index + 1} "${toOwnerText(item.questionText, questions)}"`;
}

function refuse(
  errors: Record<string, string>,
  first: { index: number; message: string },
  questions: readonly Question[],
): never {
  throw new AppError(
    "PIPING_TOKEN_INVALID",
    PIPING_MESSAGES.aboutItem(itemName(questions, first.index), first.message),
    { errors },
  );
}

/** Refuses a form whose texts pipe what the shared rule refuses. */
export function checkPiping({ questions, hiddenFields, confirmationMessage }: PipingForm): void {
  const issues = findPipingIssues(questions, { hiddenFields, confirmationMessage });
  const [first] = issues;
  if (!first) return;
  const errors = Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message]));
  const index = first.path[0] === "questions" ? Number(first.path[1]) : questions.length;
  refuse(errors, { index, message: first.message }, questions);
}

/** Refuses translations that pipe what the shared rule refuses in the texts they translate. */
export function checkTranslatedPiping(
  form: Omit<PipingForm, "confirmationMessage">,
  sources: readonly SourceText[],
  texts: FormTexts,
): void {
  const byKey = new Map(sources.map((source) => [source.key, source]));
  const { questions, hiddenFields } = form;
  const errors: Record<string, string> = {};
  let first: { index: number; message: string } | undefined;
  for (const [key, text] of Object.entries(texts)) {
    const source = byKey.get(key);
    if (!source) continue;
    const index =
      source.questionId === undefined
        ? questions.length
        : questions.findIndex((question) => question._id === source.questionId);
    const message = findTextPipingIssue(text, index, { items: questions, hiddenFields });
    if (!message) continue;
    errors[`texts.${key}`] = message;
    first ??= { index, message };
  }
  if (first) refuse(errors, first, questions);
}
