import type { PublicForm } from "@formloom/shared";
import { CircleCheck, LayoutDashboard, RotateCcw, Trophy } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";
import { useEnding } from "../calculations/use-ending";
import type { Submission } from "../hooks/use-submit-answers";
import { useRespondLocale, useRespondText } from "../i18n/use-respond-text";
import { PipedText, PipingScope } from "../piping/piping-scope";
import { isFollowableUrl } from "../utils/navigate-to";

// Only a quiz that shows its score at once loads the score's screen, and only a form that sends
// its respondents on to a page loads the countdown (the public page's weight budget).
const QuizResult = lazy(() =>
  import("./quiz-result").then((module) => ({ default: module.QuizResult })),
);
const RedirectNotice = lazy(() =>
  import("./redirect-notice").then((module) => ({ default: module.RedirectNotice })),
);

type ThankYouProps = {
  form: Pick<PublicForm, "_id" | "title" | "questions" | "settings">;
  submission?: Submission;
  onAnswerAgain: () => void;
};

const NO_SUBMISSION: Submission = { result: null, answers: [] };
const NO_HIDDEN_VALUES = {};

/**
 * Shown after a response is recorded: the owner's confirmation, the quiz score when the quiz
 * shows it at once, and the owner's page to go on to. The heading takes focus so it is announced.
 */
export function ThankYou({ form, submission = NO_SUBMISSION, onAnswerAgain }: ThankYouProps) {
  const { _id: formId, title, settings } = form;
  const heading = useRef<HTMLHeadingElement>(null);
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const t = useRespondText();
  // Only answers to shown questions are submitted: the others pipe their fallback.
  const submittedAnswers = useMemo(() => {
    const values = Object.fromEntries(submission.answers.map((a) => [a.questionId, a.answer]));
    return { values, shownIds: new Set(Object.keys(values)) };
  }, [submission.answers]);
  const hiddenValues = submission.hiddenValues ?? NO_HIDDEN_VALUES;
  const piping = { form, answers: submittedAnswers, hiddenValues };
  const ending = useEnding(form, submittedAnswers.values, hiddenValues, useRespondLocale());
  const message = ending?.message ?? settings.confirmationMessage;
  const endingUrl = ending?.redirectUrl ?? settings.redirectUrl;
  const redirectUrl = isFollowableUrl(endingUrl) ? endingUrl : null;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="grid gap-4">
      <section className="flex flex-col items-center overflow-hidden rounded-xl border border-t-8 border-t-primary bg-card px-6 py-14 text-center shadow-soft">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-5 font-semibold text-3xl tracking-tight outline-none"
        >
          {t("thankYou.title")}
        </h1>
        <p
          dir="auto"
          className="mt-2 max-w-md whitespace-pre-line wrap-anywhere text-muted-foreground"
        >
          <PipingScope {...piping}>
            <PipedText text={message.trim() || t("thankYou.defaultConfirmation")} />
          </PipingScope>
        </p>
        <p dir="auto" className="mt-1 max-w-md wrap-anywhere text-muted-foreground text-sm">
          {title}
        </p>
        {redirectUrl && (
          <Suspense fallback={null}>
            <RedirectNotice url={redirectUrl} />
          </Suspense>
        )}
        <div className="mt-8 flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
          {/* SPEC's words for everyone; a guest has no dashboard, so theirs leads home. */}
          <Button asChild>
            <a href={isSignedIn ? "/dashboard" : "/"}>
              <LayoutDashboard aria-hidden="true" />
              {t("thankYou.dashboard")}
            </a>
          </Button>
          {isSignedIn && (
            <Button asChild variant="outline">
              <a href={`/quizzes/${formId}/results`}>
                <Trophy aria-hidden="true" />
                {t("results.see")}
              </a>
            </Button>
          )}
          {/* A one-per-user form would refuse the second one. */}
          {!settings.onePerUser && (
            <Button variant="ghost" onClick={onAnswerAgain}>
              <RotateCcw aria-hidden="true" />
              {t("thankYou.again")}
            </Button>
          )}
        </div>
      </section>
      {submission.result && (
        <Suspense fallback={null}>
          <PipingScope {...piping}>
            <QuizResult
              result={submission.result}
              questions={form.questions}
              answers={submission.answers}
            />
          </PipingScope>
        </Suspense>
      )}
    </div>
  );
}
