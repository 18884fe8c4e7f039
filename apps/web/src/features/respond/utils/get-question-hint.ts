import type { PublicQuestion } from "@formloom/shared";
import { formatCalendarDate } from "@/lib/format-calendar-date";

/** "from 1 to 10", "at least 1", "at most 10", or nothing: bounds as a respondent reads them. */
function describeBounds<T>(
  min: T | undefined,
  max: T | undefined,
  show: (bound: T) => string,
): string | undefined {
  if (min !== undefined && max !== undefined) return `from ${show(min)} to ${show(max)}`;
  if (min !== undefined) return `of at least ${show(min)}`;
  if (max !== undefined) return `of at most ${show(max)}`;
  return undefined;
}

function describeLength(minLength?: number, maxLength?: number): string | undefined {
  if (minLength !== undefined && maxLength !== undefined) {
    return `${minLength} to ${maxLength} characters.`;
  }
  if (minLength !== undefined) return `At least ${minLength} characters.`;
  if (maxLength !== undefined) return `At most ${maxLength} characters.`;
  return undefined;
}

/** The line under a question's label that says what it expects (a file question says it itself). */
export function getQuestionHint(question: PublicQuestion): string | undefined {
  const { validations } = question;
  switch (question.questionType) {
    case "checkbox":
      return "Choose all that apply.";
    case "number": {
      const noun = validations.integer ? "A whole number" : "A number";
      const bounds = describeBounds(validations.min, validations.max, String);
      return bounds ? `${noun} ${bounds}.` : validations.integer ? `${noun}.` : undefined;
    }
    case "date": {
      const bounds = describeBounds(validations.minDate, validations.maxDate, formatCalendarDate);
      return bounds && `A date ${bounds}.`;
    }
    case "matrix":
      return question.required ? "Choose one in every row." : "Choose one in each row you answer.";
    case "ranking":
      return "Put the options in order, first at the top: drag them or use the arrow buttons.";
    case "text":
    case "paragraph": {
      const length = describeLength(validations.minLength, validations.maxLength);
      const pattern = validations.regex?.title && `Format: ${validations.regex.title}`;
      return [pattern, length].filter(Boolean).join(" · ") || undefined;
    }
    default:
      return undefined;
  }
}
