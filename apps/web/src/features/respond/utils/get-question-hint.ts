import type { PublicQuestion } from "@formloom/shared";
import { formatCalendarDate } from "@/lib/format-calendar-date";
import type { RespondText, RespondTextId } from "../i18n/use-respond-text";

type Bounds = { min?: string; max?: string };

/** Which of a hint's three texts the bounds take: both ends, a lower one, or an upper one. */
function boundedText<Id extends RespondTextId>(
  t: RespondText,
  { min, max }: Bounds,
  ids: { range: Id; atLeast: Id; atMost: Id },
): string | undefined {
  if (min !== undefined && max !== undefined) return t(ids.range, { min, max });
  if (min !== undefined) return t(ids.atLeast, { min });
  if (max !== undefined) return t(ids.atMost, { max });
  return undefined;
}

const formatNumber = (value: number | undefined, locale: string) =>
  value === undefined ? undefined : new Intl.NumberFormat(locale).format(value);

function numberHint(question: PublicQuestion, t: RespondText) {
  const { min, max, integer } = question.validations;
  const bounds = { min: formatNumber(min, t.locale), max: formatNumber(max, t.locale) };
  if (integer) {
    const ids = {
      range: "hint.wholeRange",
      atLeast: "hint.wholeAtLeast",
      atMost: "hint.wholeAtMost",
    } as const;
    return boundedText(t, bounds, ids) ?? t("hint.whole");
  }
  return boundedText(t, bounds, {
    range: "hint.numberRange",
    atLeast: "hint.numberAtLeast",
    atMost: "hint.numberAtMost",
  });
}

function dateHint(question: PublicQuestion, t: RespondText) {
  const { minDate, maxDate } = question.validations;
  const format = (date: string | undefined) => date && formatCalendarDate(date, t.locale);
  const ids = {
    range: "hint.dateRange",
    atLeast: "hint.dateAtLeast",
    atMost: "hint.dateAtMost",
  } as const;
  return boundedText(t, { min: format(minDate), max: format(maxDate) }, ids);
}

function textHint(question: PublicQuestion, t: RespondText) {
  const { minLength, maxLength, regex } = question.validations;
  const lengthIds = {
    range: "hint.lengthRange",
    atLeast: "hint.lengthAtLeast",
    atMost: "hint.lengthAtMost",
  } as const;
  const length =
    minLength !== undefined && maxLength !== undefined
      ? t(lengthIds.range, { min: minLength, max: maxLength })
      : minLength !== undefined
        ? t(lengthIds.atLeast, { min: minLength })
        : maxLength !== undefined
          ? t(lengthIds.atMost, { max: maxLength })
          : undefined;
  const pattern = regex?.title && t("hint.pattern", { format: regex.title });
  return [pattern, length].filter(Boolean).join(" · ") || undefined;
}

/** The line under a question's label that says what it expects (a file question says it itself). */
export function getQuestionHint(question: PublicQuestion, t: RespondText): string | undefined {
  switch (question.questionType) {
    case "checkbox":
      return t("hint.checkbox");
    case "imageChoice":
      return question.validations.multiple ? t("hint.checkbox") : undefined;
    case "number":
      return numberHint(question, t);
    case "date":
      return dateHint(question, t);
    case "matrix":
      return question.required ? t("hint.gridRequired") : t("hint.gridOptional");
    case "ranking":
      return t("hint.ranking");
    case "phone":
      return t("hint.phone");
    case "address":
      // Its optional parts say so beside their labels.
      return question.required ? undefined : t("hint.addressOptional");
    case "signature":
      return t("hint.signature");
    case "text":
    case "paragraph":
      return textHint(question, t);
    default:
      return undefined;
  }
}
