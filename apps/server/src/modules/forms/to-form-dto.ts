import {
  type Form,
  type FormSettings,
  type FormSummary,
  type PublicForm,
  type PublicFormStatus,
  withSettingsDefaults,
} from "@formloom/shared";
import type { FormRow } from "../../db/rows.js";
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
  };
}

/** The stored jsonb, with every field settings saved before it existed read as its default. */
export function readSettings(form: Pick<FormRow, "settings">): FormSettings {
  return withSettingsDefaults(form.settings as Partial<FormSettings> | null);
}

export function toFormDto(form: FormWithQuestions, responseCount: number): Form {
  return {
    ...formFields(form, responseCount),
    questions: form.questions,
    settings: readSettings(form),
    translations: {},
    scoresReleasedAt: form.scoresReleasedAt?.toISOString() ?? null,
  };
}

export function toFormSummaryDto(form: FormSummaryRow): FormSummary {
  return {
    ...formFields(form, form.responseCount),
    questionCount: form.questionCount,
    acceptingResponses: readSettings(form).acceptingResponses,
  };
}

/** What a respondent may see: never the correct answers nor their feedback. */
export function toPublicFormDto(form: FormWithQuestions, status: PublicFormStatus): PublicForm {
  const {
    onePerUser,
    confirmationMessage,
    redirectUrl,
    shuffleQuestions,
    language,
    languages,
    quiz,
  } = readSettings(form);
  return {
    _id: form.id,
    title: form.title,
    description: form.description,
    version: form.currentVersion,
    questions: form.questions.map(
      ({ correctAnswer: _answer, feedback: _feedback, ...question }) => question,
    ),
    settings: {
      onePerUser,
      confirmationMessage,
      redirectUrl,
      shuffleQuestions,
      language,
      languages,
      quiz,
    },
    translations: {},
    status,
  };
}
