import {
  type AnswerValue,
  findShownItemIds,
  type Question,
  readHiddenFieldReference,
} from "@formloom/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import {
  findLogicDependentIds,
  gridTallyKey,
  phoneCountryKeys,
  rankingTallyKey,
  talliesValues,
} from "../common/tally-answers.js";
import {
  countAnswerCombinations,
  countFilteredAnswers,
  summarizeFilteredScores,
} from "./repo-filtered.js";
import { keptByPage } from "./version-pages.js";

/** The questions and the hidden fields the logic reads. */
function referencedByLogic(questions: readonly Question[]) {
  const ids = new Set<string>();
  for (const item of questions) for (const c of item.logic?.conditions ?? []) ids.add(c.questionId);
  const hiddenNames = [...ids].flatMap((id) => readHiddenFieldReference(id) ?? []);
  return { referencedIds: [...ids], hiddenNames };
}

type Combination = {
  answers: Record<string, unknown>;
  hidden: Record<string, string>;
  responses: number;
};

type Scores = Awaited<ReturnType<typeof summarizeFilteredScores>>;

/** Two pages' scores as one: counts and sums add up, the extremes are the extremes of both. */
function addScores(a: Scores, b: Scores): Scores {
  const extreme = (pick: (x: number, y: number) => number, x: number | null, y: number | null) =>
    x === null ? y : y === null ? x : pick(x, y);
  return {
    total: a.total + b.total,
    percentageSum: (a.percentageSum ?? 0) + (b.percentageSum ?? 0),
    highest: extreme(Math.max, a.highest, b.highest),
    lowest: extreme(Math.min, a.lowest, b.lowest),
  };
}

type CountedRow = Awaited<ReturnType<typeof countFilteredAnswers>>[number];

/** The answered and chosen counts, added up page by page, under the counters' keys. */
function createAnswerTally(byId: ReadonlyMap<string, Question>) {
  const answered = new Map<string, number>();
  const chosen = new Map<string, { question_id: string; option: string; chosen: number }>();
  const add = (questionId: string, option: string, count: number) => {
    const key = JSON.stringify([questionId, option]);
    const entry = chosen.get(key) ?? { question_id: questionId, option, chosen: 0 };
    entry.chosen += count;
    chosen.set(key, entry);
  };
  const addRow = (row: CountedRow) => {
    const id = row.question_id;
    // Each answer has one row at position 1, or one without value when it has none.
    if (row.position === null || row.position === 1) {
      answered.set(id, (answered.get(id) ?? 0) + row.chosen);
    }
    const question = byId.get(id);
    if (!question || row.value === null || row.position === null) return;
    if (question.questionType === "ranking") {
      add(id, rankingTallyKey(row.value, row.position), row.chosen);
    } else if (question.questionType === "matrix") {
      const gridRow = question.rows[row.position - 1];
      if (row.value !== "" && gridRow !== undefined) {
        add(id, gridTallyKey(gridRow, row.value), row.chosen);
      }
    } else if (question.questionType === "phone") {
      for (const country of phoneCountryKeys(row.value)) add(id, country, row.chosen);
    } else {
      add(id, row.value, row.chosen);
    }
  };
  return {
    answered,
    chosen,
    addRows: (rows: readonly CountedRow[]) => rows.forEach(addRow),
  };
}

/** How many responses saw each logic-dependent question, from their answers to what logic reads. */
function countSeen(
  questions: readonly Question[],
  dependent: ReadonlySet<string>,
  combinations: Iterable<Combination>,
): Map<string, number> {
  const seen = new Map<string, number>();
  for (const { answers, hidden, responses } of combinations) {
    const shown = findShownItemIds(questions, answers as Record<string, AnswerValue>, hidden);
    for (const id of dependent) if (shown.has(id)) seen.set(id, (seen.get(id) ?? 0) + responses);
  }
  return seen;
}

/**
 * The figures of the responses `where` keeps, in the shapes the counters give (see
 * `tally-answers.ts`, whose keys the grid and ranking pairs and the phones' countries take again
 * here), so that
 * `buildQuestionSummaries` shapes both alike. The database counts, at once or, with `pageRows`, a
 * page of the version's responses at a time (`version-pages.ts`), whose counts are added up here;
 * only the distinct answers to the questions logic reads come back, to tell which responses saw a
 * logic-dependent question.
 */
export async function summarizeFilteredResponses(
  db: Database,
  {
    formId,
    version,
    questions,
    where,
    pageRows,
  }: {
    formId: string;
    version: number;
    questions: readonly Question[];
    where: SQL;
    pageRows?: number;
  },
) {
  const byId = new Map(questions.map((question) => [question._id, question]));
  const dependent = findLogicDependentIds(questions);
  const valueIds = questions.filter((q) => talliesValues(q.questionType)).map((q) => q._id);
  const referenced = referencedByLogic(questions);
  let scores: Scores = { total: 0, percentageSum: null, highest: null, lowest: null };
  const tally = createAnswerTally(byId);
  // Each distinct combination of what logic reads, with its responses.
  const combinations = new Map<string, Combination>();
  for await (const kept of keptByPage(db, where, { formId, version, pageRows })) {
    const [pageScores, counted, pageCombinations] = await Promise.all([
      summarizeFilteredScores(db, kept),
      countFilteredAnswers(db, kept, valueIds),
      dependent.size === 0 ? Promise.resolve([]) : countAnswerCombinations(db, kept, referenced),
    ]);
    scores = addScores(scores, pageScores);
    for (const { answers, hidden, responses } of pageCombinations) {
      const key = JSON.stringify([answers, hidden]);
      const entry = combinations.get(key) ?? { answers, hidden, responses: 0 };
      entry.responses += responses;
      combinations.set(key, entry);
    }
    tally.addRows(counted);
  }
  const seen = countSeen(questions, dependent, combinations.values());
  const answeredCount = tally.answered;
  const answered = [...new Set([...answeredCount.keys(), ...dependent])].map((id) => ({
    question_id: id,
    answered: answeredCount.get(id) ?? 0,
    seen: dependent.has(id) ? (seen.get(id) ?? 0) : null,
  }));
  const chosen = [...tally.chosen.values()];
  return {
    scores: {
      total: scores.total,
      // As the database's round(avg(percentage)): the percentages are whole and never negative,
      // so the quotient is never within a rounding error of a half it is not.
      average: scores.total === 0 ? null : Math.round((scores.percentageSum ?? 0) / scores.total),
      highest: scores.highest,
      lowest: scores.lowest,
    },
    answered,
    chosen,
  };
}
