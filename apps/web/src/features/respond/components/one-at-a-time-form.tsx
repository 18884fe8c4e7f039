import type { PublicQuestion } from "@formloom/shared";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { lazyToast } from "@/lib/lazy-toast";
import { useQuestionSteps } from "../hooks/use-question-steps";
import { useRespondentPages } from "../hooks/use-respondent-pages";
import { useSubmitAnswers } from "../hooks/use-submit-answers";
import { type RespondText, useRespondText } from "../i18n/use-respond-text";
import { PipingScope } from "../piping/piping-scope";
import { findShortcutAnswer, isTypingTarget } from "../utils/answer-shortcuts";
import { findNextMove } from "../utils/question-steps";
import { clearSavedAnswers } from "../utils/saved-answers";
import { summarizeErrors } from "../utils/summarize-errors";
import { FormIntro } from "./form-intro";
import { KeepUnfinishedSlot } from "./keep-unfinished-slot";
import { PageNavigation } from "./page-navigation";
import { PageProgress } from "./page-progress";
import { PageQuestions } from "./page-questions";
import { getQuestionIds } from "./question-ids";
import type { RespondFormProps } from "./respond-form";
import { RespondentCopySlot } from "./respondent-copy-slot";
import { RestoredNotice } from "./restored-notice";
import { SectionHeader } from "./section-header";
import { SpamProtectionFields } from "./spam-protection-fields";

const PROGRESS_ID = "step-progress";

/** The keys that answer this question, for a respondent with a keyboard. */
function keyTips(question: PublicQuestion | null, t: RespondText): string[] {
  const type = question?.questionType;
  const tips: string[] = [];
  if (type === "multipleChoice" || type === "checkbox") tips.push(t("oneAtATime.letterKeys"));
  if (type === "rating" || type === "linearScale") tips.push(t("oneAtATime.digitKeys"));
  tips.push(type === "paragraph" ? t("oneAtATime.enterKeyParagraph") : t("oneAtATime.enterKey"));
  return tips;
}

/** Enter in a paragraph or on an option goes on, as it does in a one-line field. */
function goesOnWithEnter(event: KeyboardEvent) {
  const { target } = event;
  if (target instanceof HTMLTextAreaElement) return !event.shiftKey;
  return target instanceof HTMLInputElement && ["radio", "checkbox"].includes(target.type);
}

/**
 * The form one question per screen, in large type: Enter or Next goes on once the question is
 * valid, letters and digits pick choices, Back keeps the answers. The same answers, logic,
 * checks and submission as the paged layout; only the walk differs.
 */
export function OneAtATimeForm({ form, hiddenValues, onSubmitted, onBlocked }: RespondFormProps) {
  const respondent = useRespondentPages(form, hiddenValues);
  const { isRestored, answers, pages, shownInOrder } = respondent;
  const t = useRespondText();
  const [isRestoredNoticeShown, setRestoredNoticeShown] = useState(isRestored);
  const walk = useQuestionSteps(pages, answers.shownIds, PROGRESS_ID);
  const { step, index, count } = walk;
  const question = step?.question ?? null;
  const submission = useSubmitAnswers({
    form,
    respondent,
    showQuestion: walk.showQuestion,
    onSubmitted,
    onBlocked,
  });
  const isLast = index >= count - 1;
  const { hasErrors, summary } = summarizeErrors(
    {
      scope: isLast ? shownInOrder : question ? [question] : [],
      visibleErrors: answers.visibleErrors,
      uploads: answers.uploads,
      isLast,
      unavailableNotice: submission.unavailableNotice,
    },
    t,
  );
  const progress = t("oneAtATime.progress", { number: index + 1, count });

  const goNext = () => {
    if (question) answers.touchQuestions([question._id]);
    const move = findNextMove(walk.steps, index, answers.errors);
    if (move.kind === "blocked") walk.showQuestion(move.questionId);
    else if (move.kind === "step") walk.moveTo(move.key, 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submission.isSubmitting) return;
    if (!isLast) return goNext();
    void submission.submitAnswers();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    // Keys in a dialog opened from the form (Clear form) bubble here through its portal.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key === "Enter") {
      if (!goesOnWithEnter(event)) return;
      event.preventDefault();
      event.currentTarget.requestSubmit();
      return;
    }
    if (!question || isTypingTarget(event.target)) return;
    const shortcut = findShortcutAnswer(question, event.key, answers.values[question._id]);
    if (!shortcut) return;
    event.preventDefault();
    answers.setAnswer(question._id, shortcut.value);
    // Focus follows the pick, so a screen reader says what was chosen.
    const card = document.getElementById(getQuestionIds(question._id).card);
    const inputs = Array.from(card?.querySelectorAll("input") ?? []);
    inputs.find((input) => input.value === shortcut.picked)?.focus();
  };

  const onClear = () => {
    answers.clearAll();
    clearSavedAnswers(form._id);
    setRestoredNoticeShown(false);
    submission.clearUnavailableNotice();
    walk.goFirst();
    lazyToast.success(t("clearForm.done"));
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="grid grid-cols-1 gap-4">
        <FormIntro form={form} />
        {isRestoredNoticeShown && <RestoredNotice />}
        <PageProgress id={PROGRESS_ID} pageNumber={index + 1} pageCount={count} text={progress} />
        <div ref={walk.screenRef} className="grid grid-cols-1 gap-4 text-lg sm:text-xl">
          <PipingScope form={form} answers={answers} hiddenValues={hiddenValues}>
            {step?.section && <SectionHeader section={step.section} />}
            {question && <PageQuestions questions={[question]} answers={answers} hasKeyHints />}
          </PipingScope>
        </div>
        <div role="status" className="sr-only">
          {progress}
        </div>
        <RespondentCopySlot copy={submission.copy} isLast={isLast} />
        <SpamProtectionFields spamGuard={submission.spamGuard} isLast={isLast} />
        <PageNavigation
          isFirst={index === 0}
          isLast={isLast}
          isSettling={submission.isSettling}
          isSubmitting={submission.isSubmitting}
          hasErrors={hasErrors}
          summary={summary}
          onBack={walk.goBack}
          onClear={onClear}
        />
        <ul className="grid gap-1 text-muted-foreground text-xs pointer-coarse:hidden">
          {keyTips(question, t).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </form>
      <KeepUnfinishedSlot form={form} respondent={respondent} />
    </>
  );
}
