import {
  CALCULATION_MESSAGES,
  type CalculationIssue,
  type FormSettings,
  findCalculationIssues,
  type Question,
  toOwnerText,
} from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";

// The calculations' shared rule (calculation-issues.ts), where a form's questions or settings are
// saved: the refusal carries the first issue's code (VARIABLE_UNKNOWN, VARIABLE_WRONG_TYPE,
// CALCULATION_INVALID, PIPING_TOKEN_INVALID), its message naming the place, and every issue by path.

/** The codes a save that carries calculations may answer with. */
export const CALCULATION_ERRORS = [
  "VARIABLE_UNKNOWN",
  "VARIABLE_WRONG_TYPE",
  "CALCULATION_INVALID",
] as const;

type CalculatedForm = {
  questions: readonly Question[];
  hiddenFields: readonly string[];
  settings: Pick<FormSettings, "calculations">;
};

function placeName(issue: CalculationIssue, questions: readonly Question[]): string {
  const [area, index, kind] = issue.path;
  if (area === "questions") {
    const question = questions[Number(index)];
    return `Question ${Number(index) + 1} "${toOwnerText(question?.questionText ?? "", questions)}"`;
  }
  const number = Number(issue.path[3]) + 1;
  if (kind === "variables") return `Variable ${number}`;
  if (kind === "rules") return `Calculation ${number}`;
  return `Ending ${number}`;
}

/** Refuses a form whose calculations break the shared rule. */
export function checkCalculations({ questions, hiddenFields, settings }: CalculatedForm): void {
  const issues = findCalculationIssues(questions, settings.calculations, hiddenFields);
  const [first] = issues;
  if (!first) return;
  const errors = Object.fromEntries(issues.map((issue) => [issue.path.join("."), issue.message]));
  const message = CALCULATION_MESSAGES.aboutPlace(placeName(first, questions), first.message);
  throw new AppError(first.code, message, { errors });
}
