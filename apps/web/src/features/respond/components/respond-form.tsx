import type { PublicForm } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { RESPONDENT_MESSAGES } from "@formloom/shared/messages";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { useSubmitResponse } from "../api/submit-response";
import { usePatternMatcher } from "../hooks/use-pattern-matcher";
import { useRespondentAnswers } from "../hooks/use-respondent-answers";
import { toAnswerErrors, toSubmittedAnswers } from "../utils/to-submitted-answers";
import { FormIntro } from "./form-intro";
import { QuestionCard } from "./question-card";
import { getQuestionIds } from "./question-ids";

const SAVE_FAILED = "Error while saving Response";
const SAVE_UNAVAILABLE = "We could not save your response, please try again in a moment";
const SUMMARY_ID = "submit-summary";

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

type RespondFormProps = { form: PublicForm; onSubmitted: () => void };

/** The form a respondent fills in: live validation, uploads as files are picked, then submit. */
export function RespondForm({ form, onSubmitted }: RespondFormProps) {
  const matches = usePatternMatcher(form.questions);
  const answers = useRespondentAnswers(form._id, form.questions, matches);
  const submit = useSubmitResponse();
  const [isSettling, setSettling] = useState(false);
  // Stays on screen (a toast fades) while the answers wait on the page for another try.
  const [unavailableNotice, setUnavailableNotice] = useState<string | null>(null);
  const isSubmitting = isSettling || submit.isPending;

  const visibleErrors = Object.values(answers.visibleErrors);
  const hasFailedUpload = Object.values(answers.uploads).some(
    (upload) => upload.status === "failed",
  );
  const summary: string[] = [];
  if (visibleErrors.includes(RESPONDENT_MESSAGES.requiredUnanswered)) {
    summary.push(RESPONDENT_MESSAGES.requiredUnanswered);
  }
  if (hasFailedUpload) summary.push(RESPONDENT_MESSAGES.uploadFailed);
  if (unavailableNotice) summary.push(unavailableNotice);
  if (summary.length === 0 && visibleErrors.length > 0) {
    summary.push("Fix the highlighted answers to submit.");
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setUnavailableNotice(null);
    answers.touchAll();
    const invalid = form.questions.find((question) => answers.errors[question._id]);
    if (invalid) return focusQuestion(invalid._id);

    setSettling(true);
    const values = await answers.settleUploads();
    setSettling(false);
    // An upload that failed leaves 'No URL' as its answer, which aborts the submission (SPEC §4).
    if (Object.values(values).includes(UPLOAD_FAILED_URL)) {
      toast.error(RESPONDENT_MESSAGES.uploadFailed);
      return;
    }

    submit.mutate(
      { formId: form._id, answers: toSubmittedAnswers(form.questions, values) },
      {
        onSuccess: ({ message }) => {
          toast.success(message || "Response saved");
          onSubmitted();
        },
        onError: (error) => {
          if (isSaveUnavailable(error)) {
            setUnavailableNotice(SAVE_UNAVAILABLE);
            toast.error(SAVE_UNAVAILABLE);
            return;
          }
          const answerErrors = isApiError(error) ? toAnswerErrors(error.fieldErrors) : {};
          answers.setServerErrors(answerErrors);
          toast.error(getErrorMessage(error, SAVE_FAILED));
          const first = form.questions.find((question) => answerErrors[question._id]);
          if (first) focusQuestion(first._id);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
      <FormIntro form={form} />
      <ol aria-label="Questions" className="grid grid-cols-1 gap-4">
        {form.questions.map((question) => (
          <li key={question._id}>
            <QuestionCard
              question={question}
              value={answers.values[question._id]}
              upload={answers.uploads[question._id]}
              error={answers.visibleErrors[question._id]}
              onChange={answers.setAnswer}
              onBlur={answers.touch}
              onChooseFile={answers.chooseFile}
              onClearFile={answers.clearFile}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto sm:min-w-36"
          disabled={isSubmitting || visibleErrors.length > 0}
          aria-describedby={summary.length > 0 ? SUMMARY_ID : undefined}
        >
          {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
          {isSettling ? "Uploading files…" : submit.isPending ? "Submitting…" : "Submit"}
        </Button>
        <div id={SUMMARY_ID} aria-live="polite" className="text-destructive text-sm sm:text-right">
          {summary.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
    </form>
  );
}
