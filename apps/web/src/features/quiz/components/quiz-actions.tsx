import { ArrowLeft, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

/** Back to the user's submitted forms, or answer this one again (DESIGN §5). */
export function QuizActions({ quizId, canRetake = true }: { quizId: string; canRetake?: boolean }) {
  const t = useAppText();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild variant="outline">
        <Link to="/responses?tab=submitted">
          <ArrowLeft aria-hidden="true" />
          {t("quiz.actions.back")}
        </Link>
      </Button>
      {canRetake && (
        <Button asChild>
          <Link to={`/forms/${quizId}/view`}>
            <RotateCcw aria-hidden="true" />
            {t("quiz.actions.retake")}
          </Link>
        </Button>
      )}
    </div>
  );
}
