import type { PublicForm } from "@formloom/shared";
import { useEffect, useState } from "react";
import type { RespondentPages } from "../hooks/use-respondent-pages";
import { answeredLanguage } from "../i18n/language-choice";
import { useRespondText } from "../i18n/use-respond-text";
import { ContinueLater } from "./continue-later";
import { createPartialKeeper } from "./partial-keeper";
import { toPartialSnapshot } from "./partial-snapshot";

export type KeepUnfinishedProps = {
  form: PublicForm;
  respondent: Pick<RespondentPages, "answers" | "pages" | "hiddenValues">;
};

/**
 * A form that keeps unfinished answers sends them to the server as the respondent moves on (at
 * most every 10 s while they type, nothing before they answer), and offers "Continue later".
 */
export function KeepUnfinished({ form, respondent }: KeepUnfinishedProps) {
  const { answers, pages, hiddenValues } = respondent;
  const t = useRespondText();
  const [keeper] = useState(() => createPartialKeeper(form._id));
  useEffect(() => () => keeper.dispose(), [keeper]);

  const pageId = pages.current.section?._id ?? null;
  const { values, errors, hasChanged } = answers;
  const language = answeredLanguage(form, t.locale);
  useEffect(() => {
    if (!hasChanged) return;
    keeper.update(toPartialSnapshot(form, { values, errors, pageId, hiddenValues, language }));
  }, [keeper, form, values, errors, pageId, hiddenValues, language, hasChanged]);

  const emailQuestion = form.questions.find((question) => question.questionType === "email");
  const givenEmail = emailQuestion ? values[emailQuestion._id] : undefined;
  return (
    <ContinueLater
      formId={form._id}
      saveNow={keeper.saveNow}
      givenEmail={typeof givenEmail === "string" ? givenEmail : ""}
    />
  );
}
