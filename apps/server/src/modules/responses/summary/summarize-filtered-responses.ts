import { type AnswerValue, findShownItemIds, type Question } from "@formloom/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import {
  findLogicDependentIds,
  gridTallyKey,
  rankingTallyKey,
  talliesValues,
} from "../common/tally-answers.js";
import {
  countAnswerCombinations,
  countFilteredAnswers,
  summarizeFilteredScores,
} from "./repo-filtered.js";

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
    countFilteredAnswers(
      db,
      where,
      questions.filter((q) => talliesValues(q.questionType)).map((q) => q._id),
    ),
    dependent.size === 0
      ? Promise.resolve([])
      : countAnswerCombinations(db, where, referencedByLogic(questions)),
  ]);
  const seen = new Map<string, number>();
  for (const { answers, responses } of combinations) {
    const shown = findShownItemIds(questions, answers as Record<string, AnswerValue>);
    for (const id of dependent) if (shown.has(id)) seen.set(id, (seen.get(id) ?? 0) + responses);
  }
  const answeredCount = new Map<string, number>();
  const chosenCount = new Map<string, { question_id: string; option: string; chosen: number }>();
  const add = (questionId: string, option: string, count: number) => {
    const key = JSON.stringify([questionId, option]);
    const entry = chosenCount.get(key) ?? { question_id: questionId, option, chosen: 0 };
    entry.chosen += count;
    chosenCount.set(key, entry);
  };
  for (const row of counted) {
    const id = row.question_id;
    // Each answer has one row at position 1, or one without value when it has none.
    if (row.position === null || row.position === 1) {
      answeredCount.set(id, (answeredCount.get(id) ?? 0) + row.chosen);
    }
    const question = byId.get(id);
    if (!question || row.value === null || row.position === null) continue;
    if (question.questionType === "ranking") {
      add(id, rankingTallyKey(row.value, row.position), row.chosen);
    } else if (question.questionType === "matrix") {
      const gridRow = question.rows[row.position - 1];
      if (row.value !== "" && gridRow !== undefined) {
        add(id, gridTallyKey(gridRow, row.value), row.chosen);
      }
    } else {
      add(id, row.value, row.chosen);
    }
  }
  const answered = [...new Set([...answeredCount.keys(), ...dependent])].map((id) => ({
    question_id: id,
    answered: answeredCount.get(id) ?? 0,
    seen: dependent.has(id) ? (seen.get(id) ?? 0) : null,
  }));
  const chosen = [...chosenCount.values()];
  return { scores, answered, chosen };
}
