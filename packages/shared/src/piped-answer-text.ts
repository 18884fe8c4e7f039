import type { AnswerValue, QuestionType } from "./entities";

// What an answer reads as when a text pipes it (answer-piping.ts). No zod here: the public page
// loads this with its piping renderer.

type AnsweredQuestion = { questionType: QuestionType; rows: readonly string[] };

/** The name of an uploaded file, from the address its answer stores. */
function fileNameOf(address: string): string {
  const last = address.split(/[?#]/)[0]?.split("/").pop() ?? address;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * An answer as piped text: an option's label, ticked boxes and a ranking listed with ", ", a
 * grid row by row, an address's given parts with ", ", a number as written, a date as answered,
 * a file by its name. "" when none.
 */
export function pipedAnswerText(
  question: AnsweredQuestion,
  value: AnswerValue | undefined,
  labelOf: (option: string) => string = (option) => option,
): string {
  if (value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    // A signature is an image: no text to pipe.
    if (question.questionType === "signature") return "";
    if (question.questionType === "file") return value === "" ? "" : fileNameOf(value);
    return ["multipleChoice", "dropdown"].includes(question.questionType) ? labelOf(value) : value;
  }
  if (question.questionType === "matrix") {
    return question.rows
      .flatMap((row, index) => (value[index] ? [`${row}: ${labelOf(value[index])}`] : []))
      .join("; ");
  }
  if (question.questionType === "address") return value.filter((part) => part !== "").join(", ");
  return value.map(labelOf).join(", ");
}
