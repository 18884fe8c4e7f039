import type { PublicForm } from "@formloom/shared";
import { type FormEvent, useMemo, useState } from "react";
import { lazyToast } from "@/lib/lazy-toast";
import { useFormPages } from "../hooks/use-form-pages";
import { useKeptAnswers } from "../hooks/use-kept-answers";
import { usePatternMatcher } from "../hooks/use-pattern-matcher";
import { useQuestionFocus } from "../hooks/use-question-focus";
import { useRespondentAnswers } from "../hooks/use-respondent-answers";
import { useShownChangeAnnouncement } from "../hooks/use-shown-change-announcement";
import { type Submission, useSubmitAnswers } from "../hooks/use-submit-answers";
import { useRespondText } from "../i18n/use-respond-text";
import type { FormBlock } from "../utils/form-access";
import { clearSavedAnswers } from "../utils/saved-answers";
import { findStartingAnswers } from "../utils/starting-answers";
import { summarizeErrors } from "../utils/summarize-errors";
import { FormIntro } from "./form-intro";
import { PageNavigation } from "./page-navigation";
import { PageProgress } from "./page-progress";
import { PageQuestions } from "./page-questions";
import { RestoredNotice } from "./restored-notice";
import { SectionHeader } from "./section-header";

const PROGRESS_ID = "page-progress";
const FIRST_PAGE_KEY = "first-page";

/** The answers from where the respondent left off, and the pages they step through. */
function useRespondentPages(form: PublicForm) {
  const [starting] = useState(() => findStartingAnswers(form, window.location.search));
  const matches = usePatternMatcher(form.questions);
  const answers = useRespondentAnswers(
    form._id,
    form.questions,
    matches,
    starting.state ?? undefined,
    starting.hiddenValues,
  );
  const pages = useFormPages(
    form.questions,
    answers.shownIds,
    form.settings.shuffleQuestions,
    starting.pageId,
  );
  useKeptAnswers(form, answers, pages.current.section?._id ?? null, {
    hasChanged: answers.hasChanged,
    hiddenValues: starting.hiddenValues,
  });

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
    hiddenValues: starting.hiddenValues,
    answers,
    pages,
    pageQuestions,
    shownInOrder,
  };
}

type RespondFormProps = {
  form: PublicForm;
  onSubmitted: (submission: Submission) => void;
  /** The server refused the response for a reason the whole page shows (closed, answered). */
  onBlocked: (block: FormBlock) => void;
};

/**
 * The form a respondent fills in, one page at a time: live validation, questions shown by the
 * form's logic, uploads as files are picked, answers kept in this browser until they submit.
 */
export function RespondForm({ form, onSubmitted, onBlocked }: RespondFormProps) {
  const { isRestored, hiddenValues, answers, pages, pageQuestions, shownInOrder } =
    useRespondentPages(form);
  const t = useRespondText();
  const [isRestoredNoticeShown, setRestoredNoticeShown] = useState(isRestored);
  const announcement = useShownChangeAnnouncement({
    pageKey: pages.current.section?._id ?? FIRST_PAGE_KEY,
    questions: pageQuestions,
    pageCount: pages.pageCount,
  });
  const { focusQuestion, showQuestion, turnPage } = useQuestionFocus({
    pageQuestions,
    goToQuestion: pages.goToQuestion,
    progressId: PROGRESS_ID,
  });
  const submission = useSubmitAnswers({
    form,
    answers,
    shownInOrder,
    hiddenValues,
    showQuestion,
    onSubmitted,
    onBlocked,
  });
  // On the last page Submit answers for the whole form; before it, Next for the page alone.
  const { hasErrors, summary } = summarizeErrors(
    {
      scope: pages.isLast ? shownInOrder : pageQuestions,
      visibleErrors: answers.visibleErrors,
      uploads: answers.uploads,
      isLast: pages.isLast,
      unavailableNotice: submission.unavailableNotice,
    },
    t,
  );

  const goNext = () => {
    answers.touchQuestions(pageQuestions.map((question) => question._id));
    const invalid = pageQuestions.find((question) => answers.errors[question._id]);
    if (invalid) return focusQuestion(invalid._id);
    turnPage(pages.goNext);
  };

  const onClear = () => {
    answers.clearAll();
    clearSavedAnswers(form._id);
    setRestoredNoticeShown(false);
    submission.clearUnavailableNotice();
    if (!pages.isFirst) turnPage(pages.goFirst);
    lazyToast.success(t("clearForm.done"));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isSubmitting) return;
    if (!pages.isLast) return goNext();
    void submission.submitAnswers();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
      <FormIntro form={form} />
      {isRestoredNoticeShown && <RestoredNotice />}
      {pages.pageCount > 1 && (
        <PageProgress id={PROGRESS_ID} pageNumber={pages.pageNumber} pageCount={pages.pageCount} />
      )}
      {pages.current.section && <SectionHeader section={pages.current.section} />}
      {pageQuestions.length > 0 && <PageQuestions questions={pageQuestions} answers={answers} />}
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <PageNavigation
        isFirst={pages.isFirst}
        isLast={pages.isLast}
        isSettling={submission.isSettling}
        isSubmitting={submission.isSubmitting}
        hasErrors={hasErrors}
        summary={summary}
        onBack={() => turnPage(pages.goBack)}
        onClear={onClear}
      />
    </form>
  );
}
