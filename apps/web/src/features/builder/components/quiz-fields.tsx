import { FEEDBACK_MAX, POINTS_MAX, POINTS_MIN, type QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { QuestionChanges } from "../utils/builder-state";
import { isScoredDraft, toFeedback, toPoints } from "../utils/quiz-fields";
import type { DraftErrors } from "../utils/validate-draft";

type QuizFieldsProps = {
  question: QuestionDraft;
  errors: DraftErrors;
  onChange: (changes: QuestionChanges) => void;
};

export const QUIZ_FIELD_ERROR_PATHS = [
  "points",
  "feedback",
  "feedback.correct",
  "feedback.incorrect",
];

/** A scored question's points and the feedback shown for a right or a wrong answer. */
export function QuizFields({ question, errors, onChange }: QuizFieldsProps) {
  const t = useAppText();
  const id = useId();
  if (!isScoredDraft(question)) return null;
  const { points, feedback } = question;
  const pointsError = errors.points;
  const correctError = errors["feedback.correct"];
  const incorrectError = errors["feedback.incorrect"];
  const setFeedback = (field: "correct" | "incorrect", text: string) =>
    onChange({ feedback: toFeedback(feedback, field, text) });

  return (
    <div className="grid grid-cols-1 gap-4 rounded-lg border border-dashed p-3 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)] sm:p-4">
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-points`}>{t("builder.question.points")}</Label>
        <Input
          id={`${id}-points`}
          type="number"
          inputMode="numeric"
          min={POINTS_MIN}
          max={POINTS_MAX}
          step={1}
          value={Number.isNaN(points) ? "" : points}
          aria-invalid={pointsError ? true : undefined}
          aria-describedby={pointsError ? `${id}-points-error` : undefined}
          onChange={(event) => onChange({ points: toPoints(event.target.value) })}
        />
        {pointsError && (
          <p id={`${id}-points-error`} className="text-destructive text-sm">
            {pointsError}
          </p>
        )}
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-correct`}>{t("builder.question.feedbackCorrect")}</Label>
        <Textarea
          id={`${id}-correct`}
          rows={2}
          maxLength={FEEDBACK_MAX}
          placeholder={t("builder.question.feedbackPlaceholder")}
          value={feedback?.correct ?? ""}
          aria-invalid={correctError ? true : undefined}
          onChange={(event) => setFeedback("correct", event.target.value)}
          className="min-h-16"
        />
        {correctError && <p className="text-destructive text-sm">{correctError}</p>}
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${id}-incorrect`}>{t("builder.question.feedbackIncorrect")}</Label>
        <Textarea
          id={`${id}-incorrect`}
          rows={2}
          maxLength={FEEDBACK_MAX}
          placeholder={t("builder.question.feedbackPlaceholder")}
          value={feedback?.incorrect ?? ""}
          aria-invalid={incorrectError ? true : undefined}
          onChange={(event) => setFeedback("incorrect", event.target.value)}
          className="min-h-16"
        />
        {incorrectError && <p className="text-destructive text-sm">{incorrectError}</p>}
      </div>
    </div>
  );
}
