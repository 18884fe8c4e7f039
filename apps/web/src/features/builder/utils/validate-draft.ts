import {
  type FormDraft,
  findCalculationIssues,
  findPipingIssues,
  formDraftSchema,
  getFirstIssueMessage,
  mapIssuesToFieldErrors,
} from "@formloom/shared";
import { appText } from "@/lib/i18n/use-app-text";
import { type BuilderState, toSaveBody } from "./builder-state";

export type DraftErrors = Record<string, string>;

export type DraftCheck =
  | { ok: true; body: FormDraft }
  | { ok: false; errors: DraftErrors; message: string };

/** The builder's rules of SPEC §5, checked with the same schema the server uses. */
export function validateDraft(state: BuilderState): DraftCheck {
  const parsed = formDraftSchema.safeParse(toSaveBody(state));
  // Piping is the server's own refusal (PIPING_TOKEN_INVALID), checked with the same rule.
  const sharedIssues = findPipingIssues(state.questions, {
    hiddenFields: state.hiddenFields,
    confirmationMessage: state.settings.confirmationMessage,
  }).map((issue) => ({ path: issue.path, message: issue.message }));
  // So are the calculations' rules that span questions and settings.
  for (const issue of findCalculationIssues(
    state.questions,
    state.settings.calculations,
    state.hiddenFields,
  )) {
    sharedIssues.push({ path: issue.path, message: issue.message });
  }
  if (parsed.success && sharedIssues.length === 0) return { ok: true, body: parsed.data };
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...sharedIssues];
  return {
    ok: false,
    errors: mapIssuesToFieldErrors(issues),
    message: getFirstIssueMessage(issues) ?? appText("builder.rule.checkForm"),
  };
}

/** The messages about one question, keyed by its field ("questionText", "options.1", ...). */
export function getQuestionErrors(errors: DraftErrors, index: number): DraftErrors {
  const prefix = `questions.${index}.`;
  const own: DraftErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix)) own[path.slice(prefix.length)] ??= message;
  }
  return own;
}

/**
 * Before the first save, only the fields the user has edited show their messages: "title",
 * "description", or a question's key for everything about that question.
 */
export function pickTouchedErrors(
  errors: DraftErrors,
  state: BuilderState,
  touched: ReadonlySet<string>,
): DraftErrors {
  const shown: DraftErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const [field, index] = path.split(".");
    const owner = field === "questions" ? state.questions[Number(index)]?.key : field;
    if (owner !== undefined && touched.has(owner)) shown[path] = message;
  }
  return shown;
}
