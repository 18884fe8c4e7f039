import { type Question, toOwnerAnswer } from "@formloom/shared";
import type { PartialResponse } from "@formloom/shared/partial-responses";
import { AnswerRow } from "./answer-row";

type UnfinishedAnswersProps = {
  id: string;
  answers: PartialResponse["answers"];
  /** The form's questions, in order: answers show as a response card shows them. */
  questions: readonly Question[];
};

/** The answers an unfinished response holds so far, in the form's order. */
export function UnfinishedAnswers({ id, answers, questions }: UnfinishedAnswersProps) {
  const given = new Map(answers.map((item) => [item.questionId, item.answer]));
  const answered = questions.filter((question) => given.has(question._id));
  return (
    <dl id={id} className="grid basis-full gap-2">
      {answered.map((question) => (
        <AnswerRow
          key={question._id}
          question={question}
          answer={toOwnerAnswer(given.get(question._id), question, questions)}
        />
      ))}
    </dl>
  );
}
