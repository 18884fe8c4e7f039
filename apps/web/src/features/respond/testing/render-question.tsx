import {
  type AnswerValue,
  DEFAULT_FORM_SETTINGS,
  EMPTY_TYPE_FIELDS,
  type PublicForm,
  type PublicQuestion,
} from "@formloom/shared";
import { englishAnswerMessage } from "@formloom/shared/answer-issues";
import { checkAnswer } from "@formloom/shared/respondent-rules";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import { QuestionCard } from "../components/question-card";
import { SKIP_PATTERNS } from "../utils/load-pattern-matcher";

export function makeQuestion(fields: Partial<PublicQuestion>): PublicQuestion {
  return {
    _id: "0193a000-0000-7000-8000-000000000001",
    questionType: "text",
    questionText: "Question",
    required: false,
    validations: {},
    options: [],
    maxRating: null,
    ...EMPTY_TYPE_FIELDS,
    description: "",
    logic: null,
    points: 1,
    ...fields,
  };
}

/** A section item: it starts a page titled `title`. */
export function makeSection(fields: Partial<PublicQuestion> & { _id: string }): PublicQuestion {
  return makeQuestion({ questionType: "section", questionText: "Section", ...fields });
}

/** A public form as GET /forms/{id}/view answers it: open, with the default settings. */
export function makePublicForm(fields: Partial<PublicForm> = {}): PublicForm {
  const { onePerUser, confirmationMessage, redirectUrl, shuffleQuestions, layout, quiz, theme } =
    DEFAULT_FORM_SETTINGS;
  const { language, languages, spamProtection, keepUnfinished, sendRespondentCopy } =
    DEFAULT_FORM_SETTINGS;
  return {
    _id: "0193a000-0000-7000-8000-0000000000f1",
    title: "Form",
    description: "",
    version: 1,
    questions: [],
    hiddenFields: [],
    settings: {
      onePerUser,
      confirmationMessage,
      redirectUrl,
      shuffleQuestions,
      layout,
      quiz,
      language,
      languages,
      theme,
      keepUnfinished,
      sendRespondentCopy,
      spamProtection,
      calculations: { variables: [], rules: [], endings: [] },
    },
    translations: {},
    status: { isOpen: true, closedMessage: "", alreadyResponded: false },
    ...fields,
  };
}

/**
 * One question card as the form shows it, with its answer kept and checked by the shared
 * rules as the respondent goes, and a button after it to tab or click away to.
 */
export function renderQuestion(fields: Partial<PublicQuestion>) {
  const question = makeQuestion(fields);
  const onAnswer = vi.fn<(value: AnswerValue | undefined) => void>();

  function Harness() {
    const [value, setValue] = useState<AnswerValue | undefined>();
    const [isTouched, setTouched] = useState(false);
    const error = isTouched ? checkAnswer(question, value, SKIP_PATTERNS) : null;
    return (
      <QuestionCard
        question={question}
        value={value}
        upload={undefined}
        error={error ? englishAnswerMessage(error) : undefined}
        onChange={(_, next) => {
          setValue(next);
          setTouched(true);
          onAnswer(next);
        }}
        onBlur={() => setTouched(true)}
        onChooseFile={vi.fn()}
        onClearFile={vi.fn()}
      />
    );
  }

  const user = userEvent.setup();
  const view = render(
    <>
      <Harness />
      <button type="button">After</button>
    </>,
  );
  const lastAnswer = () => onAnswer.mock.lastCall?.[0];
  return { ...view, user, question, onAnswer, lastAnswer };
}
