import { type AnswerValue, findShownItemIds, type Question } from "@formloom/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import {
  countAnswerCombinations,
  countFilteredAnswers,
  summarizeFilteredScores,
} from "./repo-filtered.js";
import { findLogicDependentIds, gridTallyKey, rankingTallyKey } from "./tally-answers.js";

const VALUE_TYPES = new Set([
  "multipleChoice",
  "checkbox",
  "dropdown",
  "rating",
  "linearScale",
  "number",
  "date",
]);

function referencedByLogic(questions: readonly Question[]): string[] {
  const ids = new Set<string>();
  for (const item of questions) for (const c of item.logic?.conditions ?? []) ids.add(c.questionId);
  return [...ids];
}

/**
 * The figures of the responses `where` keeps, in the shapes the counters give (see
 * `tally-answers.ts`, whose keys the grid and ranking pairs take again here), so that
 * `buildQuestionSummaries` shapes both alike. The database counts; only the distinct answers to
 * the questions logic reads come back, to tell which responses saw a logic-dependent question.
 */
export async function summarizeFilteredResponses(
  db: Database,
  { questions, where }: { questions: readonly Question[]; where: SQL },
) {
  const byId = new Map(questions.map((question) => [question._id, question]));
  const dependent = findLogicDependentIds(questions);
  const [scores, counted, combinations] = await Promise.all([
    summarizeFilteredScores(db, where),
    countFilteredAnswers(db, where, {
      valueIds: questions.filter((q) => VALUE_TYPES.has(q.questionType)).map((q) => q._id),
      pairIds: questions
        .filter((q) => q.questionType === "matrix" || q.questionType === "ranking")
        .map((q) => q._id),
    }),
    dependent.size === 0
      ? Promise.resolve([])
      : countAnswerCombinations(db, where, referencedByLogic(questions)),
  ]);
  const seen = new Map<string, number>();
  for (const { answers, responses } of combinations) {
    const shown = findShownItemIds(questions, answers as Record<string, AnswerValue>);
    for (const id of dependent) if (shown.has(id)) seen.set(id, (seen.get(id) ?? 0) + responses);
  }
  const answered = counted
    .filter((row) => row.kind === "")
    .map((row) => ({
      question_id: row.question_id,
      answered: row.chosen,
      seen: dependent.has(row.question_id) ? (seen.get(row.question_id) ?? 0) : null,
    }));
  for (const id of dependent) {
    if (!answered.some((row) => row.question_id === id)) {
      answered.push({ question_id: id, answered: 0, seen: seen.get(id) ?? 0 });
    }
  }
  const chosen = counted.flatMap((row) => {
    if (row.kind === "value" && row.value !== null) {
      return [{ question_id: row.question_id, option: row.value, chosen: row.chosen }];
    }
    if (row.kind !== "pair" || row.value === null || row.position === null) return [];
    const question = byId.get(row.question_id);
    if (question?.questionType === "ranking") {
      const option = rankingTallyKey(row.value, row.position);
      return [{ question_id: row.question_id, option, chosen: row.chosen }];
    }
    const gridRow = question?.rows[row.position - 1];
    if (row.value === "" || gridRow === undefined) return [];
    return [
      {
        question_id: row.question_id,
        option: gridTallyKey(gridRow, row.value),
        chosen: row.chosen,
      },
    ];
  });
  return { scores, answered, chosen };
}
