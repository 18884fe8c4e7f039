import {
  type FormTemplateDto,
  isSection,
  type LogicOperator,
  QUESTION_TYPE_LABELS,
} from "@formloom/shared";

type TemplateQuestion = FormTemplateDto["form"]["questions"][number];

const OPERATOR_WORDS: Record<LogicOperator, string> = {
  equals: "is",
  notEquals: "is not",
  contains: "contains",
  answered: "is answered",
  notAnswered: "is not answered",
  greaterThan: "is more than",
  lessThan: "is less than",
};

function describeLogic(question: TemplateQuestion, questions: readonly TemplateQuestion[]) {
  if (!question.logic) return null;
  const parts = question.logic.conditions.map((condition) => {
    const target = questions.find((other) => other.key === condition.questionId);
    const value = condition.value === undefined ? "" : ` “${condition.value}”`;
    return `“${target?.questionText ?? "an earlier question"}” ${OPERATOR_WORDS[condition.operator]}${value}`;
  });
  return `Shown when ${parts.join(question.logic.match === "all" ? " and " : " or ")}`;
}

function describeAnswer(question: TemplateQuestion): string | null {
  switch (question.questionType) {
    case "linearScale":
      return `Scale ${question.scaleMin} (${question.scaleMinLabel || "low"}) to ${question.scaleMax} (${question.scaleMaxLabel || "high"})`;
    case "rating":
      return `1 to ${question.maxRating} stars`;
    case "matrix":
      return `${question.rows.length} rows: ${question.options.join(" · ")}`;
    case "file":
      return question.validations.fileType === "pdf"
        ? "PDF upload"
        : question.validations.fileType === "image"
          ? "Image upload"
          : "File upload";
    default:
      return question.options.length > 0 ? question.options.join(" · ") : null;
  }
}

function QuestionItem({
  question,
  questions,
  number,
}: {
  question: TemplateQuestion;
  questions: readonly TemplateQuestion[];
  number: number;
}) {
  const answer = describeAnswer(question);
  const logic = describeLogic(question, questions);
  const isScored = question.correctAnswer.length > 0;
  return (
    <li className="rounded-lg border bg-card px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-sm">
          <span className="text-muted-foreground">{number}. </span>
          {question.questionText}
          {question.required && (
            <>
              <span aria-hidden="true" className="text-destructive">
                {" "}
                *
              </span>
              <span className="sr-only"> (required)</span>
            </>
          )}
        </p>
        <span className="text-muted-foreground text-xs">
          {QUESTION_TYPE_LABELS[question.questionType]}
        </span>
      </div>
      {answer && <p className="mt-1 text-muted-foreground text-xs wrap-anywhere">{answer}</p>}
      {isScored && (
        <p className="mt-1 text-xs">
          Correct answer: {question.correctAnswer.join(", ")} ·{" "}
          {question.points === 1 ? "1 point" : `${question.points} points`}
        </p>
      )}
      {logic && <p className="mt-1 text-muted-foreground text-xs italic">{logic}</p>}
    </li>
  );
}

/** The template's items as the respondent meets them: pages, then numbered questions. */
export function TemplateQuestionList({ questions }: { questions: readonly TemplateQuestion[] }) {
  let number = 0;
  return (
    <ol aria-label="Questions" className="grid gap-2">
      {questions.map((question) => {
        if (isSection(question)) {
          return (
            <li key={question.key} className="mt-2 border-primary border-l-4 pl-3 first:mt-0">
              <p className="font-semibold">{question.questionText}</p>
              {question.description && (
                <p className="text-muted-foreground text-sm">{question.description}</p>
              )}
            </li>
          );
        }
        number += 1;
        return (
          <QuestionItem
            key={question.key}
            question={question}
            questions={questions}
            number={number}
          />
        );
      })}
    </ol>
  );
}
