import type { Form, FormSummary, PublicForm } from "@formloom/shared";
import type { FormRow, FormSummaryRow, FormWithQuestions } from "./repo.js";

function formFields(form: FormRow) {
  return {
    _id: form.id,
    title: form.title,
    description: form.description,
    isPublic: form.isPublic,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    version: form.currentVersion,
    responseCount: form.responseCount,
  };
}

export function toFormDto(form: FormWithQuestions): Form {
  return { ...formFields(form), questions: form.questions };
}

export function toFormSummaryDto(form: FormSummaryRow): FormSummary {
  return { ...formFields(form), questionCount: form.questionCount };
}

/** What a respondent may see: never the correct answers. */
export function toPublicFormDto(form: FormWithQuestions): PublicForm {
  return {
    _id: form.id,
    title: form.title,
    description: form.description,
    version: form.currentVersion,
    questions: form.questions.map(({ correctAnswer: _hidden, ...question }) => question),
  };
}
