import type { Answer, PublicForm, SubmissionResult } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { RESPONDENT_MESSAGES } from "@formloom/shared/messages";
import { History } from "lucide-react";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useSubmitResponse } from "../api/submit-response";
import { useFormPages } from "../hooks/use-form-pages";
import { useKeptAnswers } from "../hooks/use-kept-answers";
import { usePatternMatcher } from "../hooks/use-pattern-matcher";
import { useRespondentAnswers } from "../hooks/use-respondent-answers";
import { useShownChangeAnnouncement } from "../hooks/use-shown-change-announcement";
import { type FormBlock, findSubmitBlock } from "../utils/form-access";
import { findShownQuestions } from "../utils/form-pages";
import { clearSavedAnswers } from "../utils/saved-answers";
import { findStartingAnswers } from "../utils/starting-answers";
import { toAnswerErrors, toSubmittedAnswers } from "../utils/to-submitted-answers";
import { FormIntro } from "./form-intro";
import { PageNavigation } from "./page-navigation";
import { PageProgress } from "./page-progress";
import { QuestionCard } from "./question-card";
import { getQuestionIds } from "./question-ids";
import { SectionHeader } from "./section-header";

const SAVE_FAILED = "Error while saving Response";
const SAVE_UNAVAILABLE = "We could not save your response, please try again in a moment";
const PROGRESS_ID = "page-progress";
const FIRST_PAGE_KEY = "first-page";

function focusQuestion(questionId: string) {
  const card = document.getElementById(getQuestionIds(questionId).card);
  const control = card?.querySelector<HTMLElement>(
    'input, textarea, select, [role="radio"][tabindex="0"], button',
  );
  (control ?? card)?.focus();
}

/** The server (or its database) is down for now, or out of reach: worth trying again as is. */
function isSaveUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 503 || error.status === 0);
}

export type Submission = { result: SubmissionResult | null; answers: Answer[] };

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
  const [starting] = useState(() => findStartingAnswers(form, window.location.search));
  const [isRestoredNoticeShown, setRestoredNoticeShown] = useState(starting.isRestored);
  const matches = usePatternMatcher(form.questions);
  const answers = useRespondentAnswers(
    form._id,
    form.questions,
    matches,
    starting.state ?? undefined,
  );
  const pages = useFormPages(
    form.questions,
    answers.shownIds,
    form.settings.shuffleQuestions,
    starting.pageId,
  );
  useKeptAnswers(form, answers, pages.current.section?._id ?? null, answers.hasChanged);
  const submit = useSubmitResponse();
  const [isSettling, setSettling] = useState(false);
  // Stays on screen (a toast fades) while the answers wait on the page for another try.
  const [unavailableNotice, setUnavailableNotice] = useState<string | null>(null);
  const isSubmitting = isSettling || submit.isPending;

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
  const pageKey = pages.current.section?._id ?? FIRST_PAGE_KEY;
  const announcement = useShownChangeAnnouncement({
    pageKey,
    questions: pageQuestions,
    pageCount: pages.pageCount,
  });

  // Where focus goes once the page has turned: set with the turn, used by the render showing it.
  const focusAfterTurn = useRef<{ questionId: string } | "page" | null>(null);
  useEffect(() => {
    if (focusAfterTurn.current === null) return;
    const target = focusAfterTurn.current;
    focusAfterTurn.current = null;
    if (target === "page") {
      window.scrollTo({ top: 0 });
      document.getElementById(PROGRESS_ID)?.focus();
    } else if (target) {
      focusQuestion(target.questionId);
    }
  });

  /** Focuses a question, turning to its page first when it is on another one. */
  const showQuestion = (questionId: string) => {
    if (pageQuestions.some((question) => question._id === questionId)) {
      focusQuestion(questionId);
      return;
    }
    focusAfterTurn.current = { questionId };
    pages.goToQuestion(questionId);
  };

  const turnPage = (turn: () => void) => {
    focusAfterTurn.current = "page";
    turn();
  };

  // On the last page Submit answers for the whole form; before it, Next for the page alone.
  const scope = pages.isLast ? shownInOrder : pageQuestions;
  const scopeErrors = scope.flatMap((question) => {
    const error = answers.visibleErrors[question._id];
    return error ? [error] : [];
  });
  const hasFailedUpload = scope.some(
    (question) => answers.uploads[question._id]?.status === "failed",
  );
  const summary: string[] = [];
  if (scopeErrors.includes(RESPONDENT_MESSAGES.requiredUnanswered)) {
    summary.push(RESPONDENT_MESSAGES.requiredUnanswered);
  }
  if (hasFailedUpload) summary.push(RESPONDENT_MESSAGES.uploadFailed);
  if (unavailableNotice && pages.isLast) summary.push(unavailableNotice);
  if (summary.length === 0 && scopeErrors.length > 0) {
    summary.push(
      pages.isLast
        ? "Fix the highlighted answers to submit."
        : "Fix the highlighted answers to go on.",
    );
  }

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
    setUnavailableNotice(null);
    if (!pages.isFirst) turnPage(pages.goFirst);
    toast.success("Your answers were cleared");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (!pages.isLast) return goNext();
    setUnavailableNotice(null);
    answers.touchQuestions(shownInOrder.map((question) => question._id));
    const invalid = shownInOrder.find((question) => answers.errors[question._id]);
    if (invalid) return showQuestion(invalid._id);

    setSettling(true);
    const values = await answers.settleUploads();
    setSettling(false);
    // What the respondent answered decides what they saw: hidden answers are not sent.
    const { questions: shown } = findShownQuestions(form.questions, values);
    // An upload that failed leaves 'No URL' as its answer, which aborts the submission (SPEC §4).
    if (shown.some((question) => values[question._id] === UPLOAD_FAILED_URL)) {
      toast.error(RESPONDENT_MESSAGES.uploadFailed);
      return;
    }

    const submitted = toSubmittedAnswers(shown, values);
    submit.mutate(
      { formId: form._id, answers: submitted },
      {
        onSuccess: ({ message, data }) => {
          clearSavedAnswers(form._id);
          toast.success(message || "Response saved");
          onSubmitted({ result: data?.result ?? null, answers: submitted });
        },
        onError: (error) => {
          const block = findSubmitBlock(form, error);
          if (block) {
            // One response per person: what is kept here can never be sent.
            if (block.kind === "alreadyResponded") clearSavedAnswers(form._id);
            onBlocked(block);
            return;
          }
          if (isSaveUnavailable(error)) {
            setUnavailableNotice(SAVE_UNAVAILABLE);
            toast.error(SAVE_UNAVAILABLE);
            return;
          }
          const answerErrors = isApiError(error) ? toAnswerErrors(error.fieldErrors) : {};
          answers.setServerErrors(answerErrors);
          toast.error(getErrorMessage(error, SAVE_FAILED));
          const first = shownInOrder.find((question) => answerErrors[question._id]);
          if (first) showQuestion(first._id);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
      <FormIntro form={form} />
      {isRestoredNoticeShown && (
        <p className="flex items-start gap-2 rounded-xl border bg-card px-4 py-3 text-muted-foreground text-sm shadow-soft sm:px-6">
          <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            Welcome back: the answers you gave on your last visit are filled in. They stay in this
            browser until you submit or clear the form.
          </span>
        </p>
      )}
      {pages.pageCount > 1 && (
        <PageProgress id={PROGRESS_ID} pageNumber={pages.pageNumber} pageCount={pages.pageCount} />
      )}
      {pages.current.section && <SectionHeader section={pages.current.section} />}
      {pageQuestions.length > 0 && (
        <ol aria-label="Questions" className="grid grid-cols-1 gap-4">
          {pageQuestions.map((question) => (
            <li key={question._id}>
              <QuestionCard
                question={question}
                value={answers.values[question._id]}
                upload={answers.uploads[question._id]}
                error={answers.visibleErrors[question._id]}
                notice={answers.fileNotices[question._id]}
                onChange={answers.setAnswer}
                onBlur={answers.touch}
                onChooseFile={answers.chooseFile}
                onClearFile={answers.clearFile}
              />
            </li>
          ))}
        </ol>
      )}
      <div role="status" className="sr-only">
        {announcement}
      </div>
      <PageNavigation
        isFirst={pages.isFirst}
        isLast={pages.isLast}
        isSettling={isSettling}
        isSubmitting={isSubmitting}
        hasErrors={scopeErrors.length > 0}
        summary={summary}
        onBack={() => turnPage(pages.goBack)}
        onClear={onClear}
      />
    </form>
  );
}
