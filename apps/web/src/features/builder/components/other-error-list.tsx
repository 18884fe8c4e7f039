import type { DraftErrors } from "../utils/validate-draft";
import { isLogicError } from "./logic-editor";
import { isTypeFieldError } from "./question-type-fields";
import { QUIZ_FIELD_ERROR_PATHS } from "./quiz-fields";

const isShownBesideField = (path: string) =>
  path === "questionText" ||
  isTypeFieldError(path) ||
  isLogicError(path) ||
  QUIZ_FIELD_ERROR_PATHS.includes(path);

/** The card's messages that no field of it shows beside itself. */
export function OtherErrorList({ errors }: { errors: DraftErrors }) {
  const otherErrors = Object.entries(errors).filter(([path]) => !isShownBesideField(path));
  if (otherErrors.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-1 text-destructive text-sm">
      {otherErrors.map(([path, message]) => (
        <li key={path}>{message}</li>
      ))}
    </ul>
  );
}
