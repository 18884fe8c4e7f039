import type { AnswerControlProps } from "./answer-control-props";
import { ChoiceAnswer } from "./choice-answer";
import { DateAnswer } from "./date-answer";
import { DropdownAnswer } from "./dropdown-answer";
import { EmailAnswer } from "./email-answer";
import { GridAnswer } from "./grid-answer";
import { LinearScaleAnswer } from "./linear-scale-answer";
import { NumberAnswer } from "./number-answer";
import { RankingAnswer } from "./ranking-answer";
import { TextAnswer } from "./text-answer";

/** The control for every type that answers through AnswerControlProps (not rating, not file). */
export function AnswerControl(props: AnswerControlProps) {
  switch (props.question.questionType) {
    case "multipleChoice":
    case "checkbox":
      return <ChoiceAnswer {...props} />;
    case "dropdown":
      return <DropdownAnswer {...props} />;
    case "email":
      return <EmailAnswer {...props} />;
    case "number":
      return <NumberAnswer {...props} />;
    case "date":
      return <DateAnswer {...props} />;
    case "linearScale":
      return <LinearScaleAnswer {...props} />;
    case "matrix":
      return <GridAnswer {...props} />;
    case "ranking":
      return <RankingAnswer {...props} />;
    default:
      return <TextAnswer {...props} />;
  }
}
