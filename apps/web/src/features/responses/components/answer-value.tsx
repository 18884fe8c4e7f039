import { type AnswerValue, parseFileUrl, type Question } from "@formloom/shared";
import { FileAnswerButton } from "./file-answer-button";

type AnswerValueViewProps = { question: Question; answer: AnswerValue | undefined };

/** One answer as text; a file as its download button. */
export function AnswerValueView({ question, answer }: AnswerValueViewProps) {
  if (answer === undefined || (Array.isArray(answer) && answer.length === 0) || answer === "") {
    return <span className="text-muted-foreground italic">No answer</span>;
  }
  if (question.questionType === "file" && typeof answer === "string" && parseFileUrl(answer)) {
    return <FileAnswerButton url={answer} question={question.questionText} />;
  }
  if (question.questionType === "rating" && typeof answer === "number") {
    return (
      <span>
        {answer} / {question.maxRating ?? answer}
        <span aria-hidden="true" className="ml-1 text-amber-500">
          ★
        </span>
      </span>
    );
  }
  const text = Array.isArray(answer) ? answer.join(", ") : String(answer);
  return <span className="whitespace-pre-line wrap-anywhere">{text}</span>;
}
