import type { PublicForm } from "@formloom/shared";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { useMemo, useState } from "react";
import { useFunnelReports } from "../funnel/use-funnel-reports";
import { findStartingAnswers } from "../utils/starting-answers";
import { useFormPages } from "./use-form-pages";
import { useKeptAnswers } from "./use-kept-answers";
import { usePatternMatcher } from "./use-pattern-matcher";
import { useRespondentAnswers } from "./use-respondent-answers";

/**
 * The answers from where the respondent left off, and the pages they step through as the form's
 * logic shows them for these answers and the link's hidden field values.
 */
export function useRespondentPages(form: PublicForm, hiddenValues: HiddenValues) {
  const [starting] = useState(() => findStartingAnswers(form, window.location.search));
  const matches = usePatternMatcher(form.questions);
  const answers = useRespondentAnswers(
    form._id,
    form.questions,
    matches,
    starting.state ?? undefined,
    hiddenValues,
  );
  const pages = useFormPages(
    form.questions,
    answers.shownIds,
    form.settings.shuffleQuestions,
    starting.pageId,
  );
  useKeptAnswers(form, answers, pages.current.section?._id ?? null, {
    hasChanged: answers.hasChanged,
    hiddenValues,
  });

  useFunnelReports(form, answers.hasChanged, pages.pages.indexOf(pages.current) + 1);

  const { shownIds } = answers;
  const pageQuestions = useMemo(
    () => pages.current.questions.filter((question) => shownIds.has(question._id)),
    [pages.current, shownIds],
  );
  // Every question the respondent sees, in the order they see them.
  const shownInOrder = useMemo(
    () =>
      pages.shownPages.flatMap((page) =>
        page.questions.filter((question) => shownIds.has(question._id)),
      ),
    [pages.shownPages, shownIds],
  );
  return {
    isRestored: starting.isRestored,
    hiddenValues,
    answers,
    pages,
    pageQuestions,
    shownInOrder,
  };
}

export type RespondentPages = ReturnType<typeof useRespondentPages>;
