import {
  type FormResponse,
  type Question,
  toOwnerAnswer,
  toShownRespondentEmail,
} from "@formloom/shared";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { groupBySection } from "../utils/group-by-section";
import { AnswerRow } from "./answer-row";
import { HiddenFieldValues } from "./hidden-field-values";
import { ResponseVariables } from "./response-variables";

type ResponseCardProps = {
  response: FormResponse;
  number: number;
  questions: readonly Question[];
  /** The version's hidden fields, in the order their values show. */
  hiddenFields?: readonly string[];
  /** Ticked when the response is selected for "Delete selected"; absent, no checkbox. */
  selection?: { isSelected: boolean; onChange: (isSelected: boolean) => void };
  /** Buttons at the card's top right (print, delete). */
  actions?: ReactNode;
};

/** One response: who, when, the score, and each answer under the section it was asked in. */
export function ResponseCard({
  response,
  number,
  questions,
  hiddenFields,
  selection,
  actions,
}: ResponseCardProps) {
  const t = useAppText();
  const answers = new Map(response.answers.map((item) => [item.questionId, item.answer]));
  const headingId = `response-${response._id}`;
  const email = toShownRespondentEmail(response.respondentEmail);
  const { score } = response;
  const groups = groupBySection(questions).filter((group) => group.questions.length > 0);

  return (
    <article
      aria-labelledby={headingId}
      data-response-card={response._id}
      className="min-w-0 rounded-xl border bg-card px-4 py-5 shadow-soft sm:px-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 items-start gap-3">
          {selection && (
            <input
              type="checkbox"
              data-print="hide"
              aria-label={t("responses.card.selectLabel", { number })}
              checked={selection.isSelected}
              onChange={(event) => selection.onChange(event.target.checked)}
              className="mt-1 size-4 shrink-0 cursor-pointer rounded accent-primary"
            />
          )}
          <div className="min-w-0">
            <h2 id={headingId} className="wrap-anywhere font-semibold">
              {t("responses.card.title", { number })}
              {email && <span className="font-normal text-muted-foreground"> {email}</span>}
            </h2>
            <p className="mt-0.5 text-muted-foreground text-sm wrap-anywhere">
              {response.respondentName} ·{" "}
              <time dateTime={response.createdAt}>{formatDateTime(response.createdAt)}</time>
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          {score.total > 0 && (
            <Badge variant="soft" className="tabular-nums">
              {t("responses.card.score", {
                correct: score.correct,
                total: score.total,
                percentage: score.percentage,
              })}
            </Badge>
          )}
          {actions}
        </div>
      </header>
      {groups.map(({ section, questions: asked }) => (
        <div key={section?._id ?? "start"} className="mt-4">
          {section && (
            <h3 className="mb-2 font-medium text-sm wrap-anywhere">{section.questionText}</h3>
          )}
          <dl className="grid gap-2">
            {asked.map((question) => (
              <AnswerRow
                key={question._id}
                question={question}
                answer={toOwnerAnswer(answers.get(question._id), question, questions)}
              />
            ))}
          </dl>
        </div>
      ))}
      <ResponseVariables values={response.variables} />
      <HiddenFieldValues values={response.hiddenFields} order={hiddenFields} />
    </article>
  );
}
