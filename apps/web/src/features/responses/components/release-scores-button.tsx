import { type Form, isQuestionScored } from "@formloom/shared";
import { Send } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format-date-time";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useReleaseScores } from "../api/release-scores";

/** Whether the form is a quiz that holds scores back until the owner releases them. */
export function isReleasedLater(form: Pick<Form, "questions" | "settings">): boolean {
  return form.settings.quiz.releaseScore === "later" && form.questions.some(isQuestionScored);
}

/** 'Release scores' for a quiz that releases them later, and when they were last released. */
export function ReleaseScoresButton({ form }: { form: Form }) {
  const t = useAppText();
  const release = useReleaseScores();
  if (!isReleasedLater(form)) return null;
  const onRelease = () => {
    if (release.isPending) return;
    release.mutate(form._id, {
      onSuccess: () => toast.success(appText("responses.releaseScores.released")),
      onError: (error) =>
        toast.error(getErrorMessage(error, appText("responses.releaseScores.failed"))),
    });
  };
  const releasedAt = release.data?.data.scoresReleasedAt ?? form.scoresReleasedAt;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-card px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground text-sm">
        {releasedAt
          ? t("responses.releaseScores.hintReleased", { date: formatDateTime(releasedAt) })
          : t("responses.releaseScores.hintNotReleased")}
      </p>
      <Button
        variant="outline"
        onClick={onRelease}
        aria-disabled={release.isPending || undefined}
        className="w-full shrink-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:w-auto"
      >
        {release.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {t("responses.releaseScores.button")}
      </Button>
    </div>
  );
}
