import type { Answer, PublicForm, SubmissionResult } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { useState } from "react";
import { hasErrorCode, isApiError } from "@/lib/api-client";
import { lazyToast } from "@/lib/lazy-toast";
import { useSubmitResponse } from "../api/submit-response";
import { useVariableSteps } from "../calculations/calculations-context";
import { completionSecondsOf, endFunnelVisit } from "../funnel/report-funnel";
import { answeredLanguage } from "../i18n/language-choice";
import { useRespondText } from "../i18n/use-respond-text";
import { type FormBlock, findSubmitBlock } from "../utils/form-access";
import { findShownQuestions } from "../utils/form-pages";
import { respondentErrorMessage, respondentSuccessMessage } from "../utils/respondent-error";
import { readResumeToken, writeResumeToken } from "../utils/resume-token";
import { clearSavedAnswers } from "../utils/saved-answers";
import { toAnswerErrors, toSubmittedAnswers } from "../utils/to-submitted-answers";
import { RESPONDENT_COPY_FIELD_ID, useRespondentCopy } from "./use-respondent-copy";
import type { RespondentPages } from "./use-respondent-pages";
import { useSpamGuard } from "./use-spam-guard";

/**
 * The server (or its database) is down for now, or out of reach: worth trying again as is. By
 * status, not code: no one code covers it (DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE), a proxy in
 * front of a stopped server answers 503 with no code of ours, and 0 is no answer at all.
 */
function isSaveUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 503 || error.status === 0);
}

export type Submission = {
  result: SubmissionResult | null;
  answers: Answer[];
  /** What the thank-you page's confirmation may pipe besides the answers. */
  hiddenValues?: HiddenValues;
};

type SubmitAnswersOptions = {
  form: PublicForm;
  /** The answers and the questions shown, with the link's hidden field values sent beside them. */
  respondent: Pick<RespondentPages, "answers" | "shownInOrder" | "hiddenValues">;
  showQuestion: (questionId: string) => void;
  onSubmitted: (submission: Submission) => void;
  onBlocked: (block: FormBlock) => void;
};

/**
 * Sends the whole form once every answer is valid and every upload settled, with the link's
 * hidden field values and the form's spam checks: both layouts submit through it, and show the
 * checks' fields with <SpamProtectionFields spamGuard={submission.spamGuard} />, and the address
 * for a copy of the answers with <RespondentCopySlot copy={submission.copy} />.
 */
export function useSubmitAnswers(options: SubmitAnswersOptions) {
  const { form, respondent, showQuestion, onSubmitted, onBlocked } = options;
  const { answers, shownInOrder, hiddenValues } = respondent;
  const spamGuard = useSpamGuard(form);
  const copy = useRespondentCopy(form);
  const focusCopyField = () => document.getElementById(RESPONDENT_COPY_FIELD_ID)?.focus();
  const submit = useSubmitResponse();
  const newSteps = useVariableSteps();
  const t = useRespondText();
  const [isSettling, setSettling] = useState(false);
  // Stays on screen (a toast fades) while the answers wait on the page for another try.
  const [unavailableNotice, setUnavailableNotice] = useState<string | null>(null);

  const onError = (error: unknown) => {
    spamGuard.renew();
    // An expired partial: the next try sends the answers without it.
    if (hasErrorCode(error, "PARTIAL_NOT_FOUND")) writeResumeToken(form._id, undefined);
    const block = findSubmitBlock(form, error);
    if (block) {
      // One response per person: what is kept here can never be sent.
      if (block.kind === "alreadyResponded") clearSavedAnswers(form._id);
      onBlocked(block);
      return;
    }
    if (isSaveUnavailable(error)) {
      const notice =
        isApiError(error) && error.status === 0 ? t("errors.unreachable") : t("submit.unavailable");
      setUnavailableNotice(notice);
      lazyToast.error(notice);
      return;
    }
    if (isApiError(error) && error.fieldErrors.copyEmail) {
      copy.refuse();
      lazyToast.error(t("issue.INVALID_EMAIL"));
      focusCopyField();
      return;
    }
    const answerErrors = isApiError(error) ? toAnswerErrors(error) : {};
    answers.setServerErrors(answerErrors);
    lazyToast.error(respondentErrorMessage(error, t, "submit.failed"));
    const first = shownInOrder.find((question) => answerErrors[question._id]);
    if (first) showQuestion(first._id);
  };

  const submitAnswers = async () => {
    setUnavailableNotice(null);
    answers.touchQuestions(shownInOrder.map((question) => question._id));
    const invalid = shownInOrder.find((question) => answers.errors[question._id]);
    if (invalid) return showQuestion(invalid._id);
    if (!copy.check()) return focusCopyField();
    // The server would refuse it: the provider's widget above Submit is still to be solved.
    if (spamGuard.isCaptchaUnsolved()) {
      lazyToast.error(t("spam.captchaUnsolved"));
      return;
    }

    setSettling(true);
    const values = await answers.settleUploads();
    // Usually solved long before: the proof of work starts as the form opens.
    const spamCheck = await spamGuard.collect();
    setSettling(false);
    // What the respondent answered decides what they saw: hidden answers are not sent.
    const { questions: shown } = findShownQuestions(form.questions, values, hiddenValues, newSteps);
    // An upload that failed leaves 'No URL' as its answer, which aborts the submission (SPEC §4).
    if (shown.some((question) => values[question._id] === UPLOAD_FAILED_URL)) {
      lazyToast.error(t("issue.UPLOAD_FAILED"));
      return;
    }
    const submitted = toSubmittedAnswers(shown, values);
    submit.mutate(
      {
        formId: form._id,
        answers: submitted,
        language: answeredLanguage(form, t.locale),
        spamCheck,
        hiddenFields: hiddenValues,
        resumeToken: readResumeToken(form._id),
        completionSeconds: completionSecondsOf(form._id),
        copyEmail: copy.copyEmail,
      },
      {
        onSuccess: ({ message, data }) => {
          clearSavedAnswers(form._id);
          endFunnelVisit(form._id);
          lazyToast.success(respondentSuccessMessage(message, t, "submit.saved"));
          onSubmitted({ result: data?.result ?? null, answers: submitted, hiddenValues });
        },
        onError,
      },
    );
  };

  return {
    spamGuard,
    copy,
    submitAnswers,
    isSettling,
    isSubmitting: isSettling || submit.isPending,
    unavailableNotice,
    clearUnavailableNotice: () => setUnavailableNotice(null),
  };
}
