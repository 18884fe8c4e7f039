import {
  computePercentage,
  isChoiceType,
  type Question,
  type QuestionSummary,
} from "@formloom/shared";

type AnsweredRow = { question_id: string; answered: number };
type ChosenRow = { question_id: string; option: string; chosen: number };

function choicesOf(question: Question): string[] {
  if (isChoiceType(question.questionType)) return question.options;
  if (question.questionType === "rating") {
    return Array.from({ length: question.maxRating ?? 0 }, (_, index) => String(index + 1));
  }
  return [];
}

/**
 * Shapes the database's counts into one row per question: every option (or rating value)
 * with how often it was chosen and its share of the responses that answered the question.
 */
export function buildQuestionSummaries(
  questions: readonly Question[],
  answeredRows: readonly AnsweredRow[],
  chosenRows: readonly ChosenRow[],
): QuestionSummary[] {
  const answered = new Map(answeredRows.map((row) => [row.question_id, Number(row.answered)]));
  const chosen = new Map(
    chosenRows.map((row) => [`${row.question_id}\u0000${row.option}`, Number(row.chosen)]),
  );
  return questions.map((question) => {
    const answeredCount = answered.get(question._id) ?? 0;
    return {
      questionId: question._id,
      questionText: question.questionText,
      questionType: question.questionType,
      answeredCount,
      options: choicesOf(question).map((option) => {
        const count = chosen.get(`${question._id}\u0000${option}`) ?? 0;
        return {
          option,
          count,
          percentage: computePercentage(count, answeredCount),
          isCorrect: question.correctAnswer.includes(option),
        };
      }),
    };
  });
}

/**
 * What one response adds to the tallies: every answered question once (empty option), and each
 * chosen option or rating value of choice and rating questions.
 */
export function tallyAnswers(
  questions: readonly Question[],
  answers: readonly { questionId: string; answer: unknown }[],
): { questionId: string; option: string }[] {
  const counted = new Map(
    questions.map((question) => [question._id, choicesOf(question).length > 0]),
  );
  return answers.flatMap(({ questionId, answer }) => {
    const values = counted.get(questionId) ? [answer].flat().map(String) : [];
    return [{ questionId, option: "" }, ...values.map((option) => ({ questionId, option }))];
  });
}
