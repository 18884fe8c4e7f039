import type { Question } from "@formloom/shared";

// What one response adds to the answer tallies, the counters the summary reads instead of the
// responses. Every answered question counts once under the empty key; then each value the
// summary needs: a chosen option or rating, a scale value, a number or a date as given, a grid's
// (row, column) pair, a ranking's (option, position) pair. Options are never blank, so no key
// clashes with the empty one; pairs are JSON arrays, which no option, number or date looks like.

export type Tally = { questionId: string; option: string };

export function gridTallyKey(row: string, column: string): string {
  return JSON.stringify([row, column]);
}

export function rankingTallyKey(option: string, position: number): string {
  return JSON.stringify([option, position]);
}

/** The two halves of a pair key, or null for a key that is not one. */
export function parsePairKey(key: string): [string, string | number] | null {
  if (!key.startsWith("[")) return null;
  try {
    const pair: unknown = JSON.parse(key);
    const isPair =
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === "string" &&
      (typeof pair[1] === "string" || typeof pair[1] === "number");
    return isPair ? (pair as [string, string | number]) : null;
  } catch {
    return null;
  }
}

function valueKeys(question: Question, answer: unknown): string[] {
  switch (question.questionType) {
    case "multipleChoice":
    case "checkbox":
    case "dropdown":
    case "rating":
    case "linearScale":
    case "number":
    case "date":
      return [answer].flat().map(String);
    case "matrix":
      return (answer as string[]).flatMap((column, index) => {
        const row = question.rows[index];
        return column === "" || row === undefined ? [] : [gridTallyKey(row, column)];
      });
    case "ranking":
      return (answer as string[]).map((option, index) => rankingTallyKey(option, index + 1));
    default:
      return [];
  }
}

/** The tallies of one response's answers, which have passed the form's answer rules. */
export function tallyAnswers(
  questions: readonly Question[],
  answers: readonly { questionId: string; answer: unknown }[],
): Tally[] {
  const byId = new Map(questions.map((question) => [question._id, question]));
  return answers.flatMap(({ questionId, answer }) => {
    const question = byId.get(questionId);
    const values = question ? valueKeys(question, answer) : [];
    return [{ questionId, option: "" }, ...values.map((option) => ({ questionId, option }))];
  });
}
