import { lazy, Suspense } from "react";
import type { AnswerControlProps } from "./answer-control-props";
import { ChoiceAnswer } from "./choice-answer";
import { ConsentAnswer } from "./consent-answer";
import { DateAnswer } from "./date-answer";
import { DropdownAnswer } from "./dropdown-answer";
import { EmailAnswer } from "./email-answer";
import { GridAnswer } from "./grid-answer";
import { LinearScaleAnswer } from "./linear-scale-answer";
import { NumberAnswer } from "./number-answer";
import { TextAnswer } from "./text-answer";

// Ranking's drag and drop is most of what the public page would weigh for one question type:
// it loads with the first ranking question a form has. Phone numbers' metadata likewise.
const RankingAnswer = lazy(() =>
  import("./ranking-answer").then((module) => ({ default: module.RankingAnswer })),
);
// Image choice cards load with the first image choice question a form has.
const ImageChoiceAnswer = lazy(() =>
  import("./image-choice-answer").then((module) => ({ default: module.ImageChoiceAnswer })),
);
const PhoneAnswer = lazy(() =>
  import("./phone-answer").then((module) => ({ default: module.PhoneAnswer })),
);
// An address's fields and its list of countries: with the form's first address question.
const AddressAnswer = lazy(() =>
  import("./address-answer").then((module) => ({ default: module.AddressAnswer })),
);

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
      return (
        <Suspense fallback={null}>
          <RankingAnswer {...props} />
        </Suspense>
      );
    case "phone":
      return (
        <Suspense fallback={null}>
          <PhoneAnswer {...props} />
        </Suspense>
      );
    case "consent":
      return <ConsentAnswer {...props} />;
    case "address":
      return (
        <Suspense fallback={null}>
          <AddressAnswer {...props} />
        </Suspense>
      );
    case "imageChoice":
      return (
        <Suspense fallback={null}>
          <ImageChoiceAnswer {...props} />
        </Suspense>
      );
    default:
      return <TextAnswer {...props} />;
  }
}
