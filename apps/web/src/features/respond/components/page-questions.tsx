import type { PublicQuestion } from "@formloom/shared";
import type { RespondentAnswers } from "../hooks/use-respondent-answers";
import { useRespondText } from "../i18n/use-respond-text";
import { usePiping } from "../piping/piping-context";
import { QuestionCard } from "./question-card";

type PageQuestionsProps = {
  questions: readonly PublicQuestion[];
  answers: RespondentAnswers;
  /** Shows the keys that pick the options (the one-at-a-time layout). */
  hasKeyHints?: boolean;
};

/** The questions of the page on screen, each with its answer, upload and error. */
export function PageQuestions({ questions, answers, hasKeyHints }: PageQuestionsProps) {
  const t = useRespondText();
  const piping = usePiping();
  return (
    <ol aria-label={t("questions.label")} className="grid grid-cols-1 gap-4">
      {questions.map((question) => (
        <li key={question._id}>
          <QuestionCard
            question={piping.question(question)}
            value={answers.values[question._id]}
            upload={answers.uploads[question._id]}
            error={answers.visibleErrors[question._id]}
            notice={answers.fileNotices[question._id]}
            onChange={answers.setAnswer}
            onBlur={answers.touch}
            onChooseFile={answers.chooseFile}
            onClearFile={answers.clearFile}
            hasKeyHints={hasKeyHints}
          />
        </li>
      ))}
    </ol>
  );
}
