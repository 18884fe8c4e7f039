import type { QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { PreviewChoices } from "./preview-choices";
import { PreviewControl } from "./preview-control";
import { PreviewGrid } from "./preview-grid";
import { PreviewQuestionLabel } from "./preview-question-label";
import { PreviewRanking } from "./preview-ranking";
import { PreviewRating } from "./preview-rating";
import { PreviewScale } from "./preview-scale";

/** One question as a respondent will see it, with every control disabled. */
export function PreviewQuestion({ question }: { question: QuestionDraft }) {
  const id = useId();

  switch (question.questionType) {
    case "multipleChoice":
    case "checkbox":
    case "imageChoice":
      return <PreviewChoices question={question} />;
    case "linearScale":
      return <PreviewScale question={question} />;
    case "matrix":
      return <PreviewGrid question={question} />;
    case "ranking":
      return <PreviewRanking question={question} />;
    case "rating":
      return <PreviewRating question={question} />;
    default:
      return (
        <div className="grid grid-cols-1 gap-3">
          <PreviewQuestionLabel question={question} htmlFor={`${id}-control`} />
          <PreviewControl id={`${id}-control`} question={question} />
        </div>
      );
  }
}
