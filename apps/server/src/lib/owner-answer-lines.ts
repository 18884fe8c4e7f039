import {
  type AnswerValue,
  CSV_CONSENT_GIVEN,
  formatAnswerCell,
  type Question,
  toOwnerAnswer,
  toOwnerText,
} from "@formloom/shared";

export type OwnerAnswerLine = { question: string; value: string };

/**
 * A response's first answers as the owner reads them in a mail or a chat message: each question
 * by its text, each answer as one line of text, piped texts as "@<question>"; a consent as
 * "Agreed", as in the export (the legal text is long, and the response holds it).
 */
export function ownerAnswerLines(
  answers: readonly { questionId: string; answer: AnswerValue }[],
  questions: readonly Question[],
  limit: number,
): OwnerAnswerLine[] {
  const byId = new Map(questions.map((question) => [question._id, question]));
  return answers.slice(0, limit).map(({ questionId, answer }) => {
    const question = byId.get(questionId);
    if (!question) return { question: "(a removed question)", value: formatAnswerCell(answer) };
    return {
      question: toOwnerText(question.questionText, questions),
      value:
        question.questionType === "consent"
          ? CSV_CONSENT_GIVEN
          : formatAnswerCell(toOwnerAnswer(answer, question, questions)),
    };
  });
}

/** A response's variables (calculations.ts) as lines after its answers: "total: 42". */
export function ownerVariableLines(
  variables: Readonly<Record<string, number | string>> | undefined,
): OwnerAnswerLine[] {
  return Object.entries(variables ?? {}).map(([name, value]) => ({
    question: name,
    value: String(value),
  }));
}
