import {
  isFreeTextType,
  type LanguageCode,
  type Question,
  type ResponsesFilter,
} from "@formloom/shared";
import { and, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import { responses } from "../../../db/schema.js";
import { containsPattern } from "../../../lib/sql-like.js";

// The question types "answered X to question Y" applies to, and how each stores X.
export const FILTERABLE_TYPES = ["multipleChoice", "checkbox", "dropdown", "rating"] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const isDateOnly = (value: string) => value.length === 10;

export function isFilterable(question: Question): boolean {
  return (FILTERABLE_TYPES as readonly string[]).includes(question.questionType);
}

export function isFiltered(filter: ResponsesFilter): boolean {
  return Boolean(
    filter.from ||
      filter.to ||
      filter.q ||
      filter.language ||
      (filter.question && filter.answer) ||
      isHiddenFieldFiltered(filter),
  );
}

function isHiddenFieldFiltered(filter: ResponsesFilter): boolean {
  return filter.hiddenField !== undefined && filter.hiddenValue !== undefined;
}

/**
 * The language a response was answered in. A response stored before languages were recorded
 * (null) counts as the form's default: it was answered when the public page spoke only that.
 */
export const answeredLanguage = (defaultLanguage: LanguageCode) =>
  sql<string>`coalesce(${responses.language}, ${defaultLanguage})`;

/**
 * Whether a filter on dates alone keeps every response submitted from `first` to `last`: then
 * it keeps the whole version, and the counters answer for it.
 */
export function keepsWholeSpan(filter: ResponsesFilter, span: { first: Date; last: Date }) {
  if (
    filter.q ||
    filter.language ||
    (filter.question && filter.answer) ||
    isHiddenFieldFiltered(filter)
  ) {
    return false;
  }
  const isAfterFrom = !filter.from || span.first >= new Date(filter.from);
  const to = filter.to ? new Date(filter.to) : undefined;
  const isBeforeTo =
    !filter.to ||
    !to ||
    (isDateOnly(filter.to) ? span.last.getTime() < to.getTime() + DAY_MS : span.last <= to);
  return isAfterFrom && isBeforeTo;
}

// The answer as the response stores it: a checkbox holds a list (containment finds X in it), a
// rating a number; a rating that is not a number matches nothing.
function storedAnswer(question: Question, answer: string): unknown {
  if (question.questionType === "checkbox") return [answer];
  if (question.questionType === "rating") return Number(answer);
  return answer;
}

/**
 * The SQL condition keeping one version's responses that pass the filter. Dates are UTC: a
 * date-only `to` takes its whole day. `q` looks in the answers to the version's text and
 * paragraph questions only. The caller has checked that `question` is one of the version's
 * filterable questions.
 */
export function buildResponsesFilter({
  formId,
  version,
  questions,
  defaultLanguage,
  filter,
}: {
  formId: string;
  version: number;
  questions: readonly Question[];
  defaultLanguage: LanguageCode;
  filter: ResponsesFilter;
}): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(responses.formId, formId),
    eq(responses.formVersion, version),
  ];
  if (filter.from) conditions.push(gte(responses.submittedAt, new Date(filter.from)));
  if (filter.to) {
    const to = new Date(filter.to);
    conditions.push(
      isDateOnly(filter.to)
        ? lt(responses.submittedAt, new Date(to.getTime() + DAY_MS))
        : lte(responses.submittedAt, to),
    );
  }
  if (filter.q) {
    const textIds = questions.filter((q) => isFreeTextType(q.questionType)).map((q) => q._id);
    conditions.push(
      textIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from jsonb_array_elements(${responses.answers}) as given
            where given->>'questionId' in (${sql.join(
              textIds.map((id) => sql`${id}`),
              sql`, `,
            )})
            and jsonb_typeof(given->'answer') = 'string'
            and given->>'answer' ilike ${containsPattern(filter.q)})`,
    );
  }
  if (filter.language) {
    conditions.push(sql`${answeredLanguage(defaultLanguage)} = ${filter.language}`);
  }
  const question = filter.question && questions.find((q) => q._id === filter.question);
  if (question && filter.answer !== undefined) {
    const value = storedAnswer(question, filter.answer);
    conditions.push(
      Number.isNaN(value)
        ? sql`false`
        : sql`${responses.answers} @> ${JSON.stringify([{ questionId: question._id, answer: value }])}::jsonb`,
    );
  }
  if (filter.hiddenField !== undefined && filter.hiddenValue !== undefined) {
    // The exact value, as the link carried it.
    const wanted = JSON.stringify({ [filter.hiddenField]: filter.hiddenValue });
    conditions.push(sql`${responses.hiddenFields} @> ${wanted}::jsonb`);
  }
  return and(...conditions) as SQL;
}
