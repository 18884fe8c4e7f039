import {
  completionRateOf,
  type Form,
  type FormSettings,
  type FormSummary,
  type PublicForm,
  type PublicFormStatus,
  publicFormSchema,
  type WorkspaceRole,
  withSettingsDefaults,
} from "@formloom/shared";
import type { FormRow } from "../../db/rows.js";
import { pick } from "../../lib/pick.js";
import { currentTranslationsOf, publicTranslationsOf } from "./form-translations.js";
import type { FormSummaryRow, FormWithQuestions } from "./repo.js";

function formFields(form: FormRow, responseCount: number) {
  return {
    _id: form.id,
    title: form.title,
    description: form.description,
    isPublic: form.isPublic,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    version: form.currentVersion,
    responseCount,
    workspaceId: form.workspaceId,
  };
}

/** The stored jsonb, with every field settings saved before it existed read as its default. */
export function readSettings(form: Pick<FormRow, "settings">): FormSettings {
  return withSettingsDefaults(form.settings as Partial<FormSettings> | null);
}

export function toFormDto(
  form: FormWithQuestions & { role: WorkspaceRole },
  responseCount: number,
): Form {
  const settings = readSettings(form);
  return {
    ...formFields(form, responseCount),
    role: form.role,
    ownerId: form.ownerId,
    questions: form.questions,
    hiddenFields: form.hiddenFields,
    settings,
    translations: currentTranslationsOf(form, settings),
    scoresReleasedAt: form.scoresReleasedAt?.toISOString() ?? null,
    hasPassword: form.passwordHash !== null,
  };
}

export function toFormSummaryDto(form: FormSummaryRow): FormSummary {
  return {
    ...formFields(form, form.responseCount),
    questionCount: form.questionCount,
    acceptingResponses: readSettings(form).acceptingResponses,
    views: form.views,
    completionRate: completionRateOf(form.views, form.funnelSubmissions),
  };
}

const PUBLIC_SETTINGS = publicFormSchema.shape.settings.keyof().options;

/**
 * What a respondent may see: never the correct answers nor their feedback, and of the added
 * languages only those served.
 */
export function toPublicFormDto(form: FormWithQuestions, status: PublicFormStatus): PublicForm {
  const settings = readSettings(form);
  const { languages, translations } = publicTranslationsOf(form, settings);
  return {
    _id: form.id,
    title: form.title,
    description: form.description,
    version: form.currentVersion,
    questions: form.questions.map(
      ({ correctAnswer: _answer, feedback: _feedback, ...question }) => question,
    ),
    hiddenFields: form.hiddenFields,
    settings: { ...pick(settings, PUBLIC_SETTINGS), languages },
    translations,
    status,
  };
}
