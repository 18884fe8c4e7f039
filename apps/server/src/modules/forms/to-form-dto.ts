import type { Form, FormSummary, PublicForm } from "@formloom/shared";
import type { FormRow, FormSummaryRow, FormWithQuestions } from "./repo.js";

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

export function toFormDto(form: FormWithQuestions, responseCount: number): Form {
  return { ...formFields(form, responseCount), questions: form.questions };
}

export function toFormSummaryDto(form: FormSummaryRow): FormSummary {
  return { ...formFields(form, form.responseCount), questionCount: form.questionCount };
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
