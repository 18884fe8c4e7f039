import { FileSearch, Hourglass, RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { Skeleton } from "@/components/ui/skeleton";
import { getErrorMessage, hasErrorCode, MALFORMED_ADDRESS_CODES } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useQuizAttempts } from "../api/get-quiz-attempts";
import { QuizActions } from "../components/quiz-actions";
import { QuizAttemptsTable } from "../components/quiz-attempts-table";
import { QuizMessage } from "../components/quiz-message";
import { QuizStats } from "../components/quiz-stats";
import { rateAttempts, summarizeAttempts } from "../utils/summarize-attempts";

/** The signed-in user's own attempts at a quiz (DESIGN §5). */
export function QuizResultsPage() {
  const t = useAppText();
  const { quizId = "" } = useParams();
  const quiz = useQuizAttempts(quizId);
  const isNotFound = hasErrorCode(quiz.error, ...MALFORMED_ADDRESS_CODES, "QUIZ_NOT_FOUND");

  useEffect(() => {
    if (quiz.isError && !isNotFound) {
      toast.error(getErrorMessage(quiz.error, appText("quiz.results.fetchFailed")));
    }
  }, [quiz.isError, quiz.error, isNotFound]);

  if (quiz.isPending) {
    return (
      <div
        role="status"
        aria-label={t("quiz.results.loading")}
        className="mx-auto grid w-full grid-cols-1 max-w-5xl gap-6 px-4 py-10 sm:px-6"
      >
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (quiz.isError) {
    return isNotFound ? (
      <QuizMessage
        icon={<FileSearch aria-hidden="true" className="size-6" />}
        title={t("quiz.results.notFoundTitle")}
        text={t("quiz.results.notFoundText")}
      >
        <QuizActions quizId={quizId} canRetake={false} />
      </QuizMessage>
    ) : (
      <QuizMessage
        icon={<RotateCcw aria-hidden="true" className="size-6" />}
        title={t("quiz.results.title")}
        text={getErrorMessage(quiz.error, t("quiz.results.fetchFailed"))}
      >
        <QuizActions quizId={quizId} canRetake={false} />
      </QuizMessage>
    );
  }

  const attempts = rateAttempts(quiz.data.attempts);
  if (attempts.length === 0) {
    return (
      <QuizMessage
        icon={<Hourglass aria-hidden="true" className="size-6" />}
        title={t("quiz.results.noAttemptsTitle")}
        text={t("quiz.results.noAttemptsText", { title: quiz.data.title })}
      >
        <QuizActions quizId={quizId} />
      </QuizMessage>
    );
  }

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-primary text-sm">{t("quiz.results.title")}</p>
          <h1 className="mt-1 wrap-anywhere font-semibold text-2xl tracking-tight sm:text-3xl">
            {quiz.data.title}
          </h1>
        </div>
        <QuizActions quizId={quizId} />
      </header>
      <QuizStats summary={summarizeAttempts(attempts)} />
      {/* The table below is the "Your attempts" region; a second landmark of that name would repeat it. */}
      <div className="grid grid-cols-1 gap-3">
        <h2 className="font-semibold text-lg">{t("quiz.attempts.label")}</h2>
        <QuizAttemptsTable attempts={attempts} />
      </div>
    </div>
  );
}
