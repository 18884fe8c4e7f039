import { replacePipingTokens } from "@formloom/shared/piping-tokens";
import type { RespondText } from "../i18n/use-respond-text";

type Named = { _id: string; questionText: string };

// Said once, as the question appears: a piped answer is said by its fallback, never as a token.
const spoken = (text: string) => replacePipingTokens(text, (token) => token.fallback).trim();

const quote = (questions: readonly Named[], t: RespondText) =>
  new Intl.ListFormat(t.locale, { type: "unit" }).format(
    questions.map((question) => spoken(question.questionText) || t("shown.untitled")),
  );

/**
 * What a screen reader hears when the respondent's answer shows or hides questions on the page
 * (and changes how many pages the form has): "" when nothing changed.
 */
export function describeShownChange(
  {
    before,
    after,
    pageCountBefore,
    pageCountAfter,
  }: {
    before: readonly Named[];
    after: readonly Named[];
    pageCountBefore: number;
    pageCountAfter: number;
  },
  t: RespondText,
): string {
  const beforeIds = new Set(before.map((question) => question._id));
  const afterIds = new Set(after.map((question) => question._id));
  const added = after.filter((question) => !beforeIds.has(question._id));
  const removed = before.filter((question) => !afterIds.has(question._id));
  const parts: string[] = [];
  if (added.length > 0) {
    parts.push(t("shown.added", { count: added.length, questions: quote(added, t) }));
  }
  if (removed.length > 0) {
    parts.push(t("shown.removed", { count: removed.length, questions: quote(removed, t) }));
  }
  if (pageCountAfter !== pageCountBefore) {
    parts.push(t("shown.pageCount", { count: pageCountAfter }));
  }
  return parts.join(" ");
}
