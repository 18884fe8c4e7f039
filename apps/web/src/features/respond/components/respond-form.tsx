import type { PublicForm } from "@formloom/shared";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { type FormEvent, useState } from "react";
import { lazyToast } from "@/lib/lazy-toast";
import { useQuestionFocus } from "../hooks/use-question-focus";
import { useRespondentPages } from "../hooks/use-respondent-pages";
import { useShownChangeAnnouncement } from "../hooks/use-shown-change-announcement";
import { type Submission, useSubmitAnswers } from "../hooks/use-submit-answers";
import { useRespondText } from "../i18n/use-respond-text";
import { PipingScope } from "../piping/piping-scope";
import type { FormBlock } from "../utils/form-access";
import { clearSavedAnswers } from "../utils/saved-answers";
import { summarizeErrors } from "../utils/summarize-errors";
import { FormIntro } from "./form-intro";
import { KeepUnfinishedSlot } from "./keep-unfinished-slot";
import { PageNavigation } from "./page-navigation";
import { PageProgress } from "./page-progress";
import { PageQuestions } from "./page-questions";
import { RespondentCopySlot } from "./respondent-copy-slot";
import { RestoredNotice } from "./restored-notice";
import { SectionHeader } from "./section-header";
import { SpamProtectionFields } from "./spam-protection-fields";

const PROGRESS_ID = "page-progress";
const FIRST_PAGE_KEY = "first-page";

export type RespondFormProps = {
  form: PublicForm;
  /** The link's hidden field values (use-hidden-values.ts). */
  hiddenValues: HiddenValues;
  onSubmitted: (submission: Submission) => void;
  /** The server refused the response for a reason the whole page shows (closed, answered). */
  onBlocked: (block: FormBlock) => void;
};

/**
 * The form a respondent fills in, one page at a time: live validation, questions shown by the
 * form's logic, uploads as files are picked, answers kept in this browser until they submit.
 */
export function RespondForm({ form, hiddenValues, onSubmitted, onBlocked }: RespondFormProps) {
  const respondent = useRespondentPages(form, hiddenValues);
  const { isRestored, answers, pages, pageQuestions, shownInOrder } = respondent;
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
  const submission = useSubmitAnswers({ form, respondent, showQuestion, onSubmitted, onBlocked });
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
    <>
      <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
        <FormIntro form={form} />
        {isRestoredNoticeShown && <RestoredNotice />}
        {pages.pageCount > 1 && (
          <PageProgress
            id={PROGRESS_ID}
            pageNumber={pages.pageNumber}
            pageCount={pages.pageCount}
          />
        )}
        <PipingScope form={form} answers={answers} hiddenValues={hiddenValues}>
          {pages.current.section && <SectionHeader section={pages.current.section} />}
          {pageQuestions.length > 0 && (
            <PageQuestions questions={pageQuestions} answers={answers} />
          )}
        </PipingScope>
        <RespondentCopySlot copy={submission.copy} isLast={pages.isLast} />
        <SpamProtectionFields spamGuard={submission.spamGuard} isLast={pages.isLast} />
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
      <KeepUnfinishedSlot form={form} respondent={respondent} />
    </>
  );
}
