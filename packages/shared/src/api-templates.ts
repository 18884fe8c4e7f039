import { z } from "zod";
import { createEnvelopeSchema } from "./api-envelope";
import { formDraftSchema } from "./builder-schemas";
import {
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  LOGIC_MATCHES,
  MAX_CONDITIONS,
  MAX_QUESTIONS,
} from "./constants";
import {
  formSettingsSchema,
  logicOperatorSchema,
  logicValueSchema,
  questionSchema,
} from "./entities";
import { DEFAULT_FORM_SETTINGS } from "./form-settings";
import type { FormTemplate } from "./form-template";

// GET /api/templates: the gallery of "Create Form". A template's questions have no ids yet:
// they name each other by key, as the builder's new questions do, so the template can be posted
// as it is to POST /api/forms.

const TEMPLATE_KEY_MAX = 64;

const templateQuestionSchema = questionSchema.omit({ _id: true, logic: true }).extend({
  key: z.string().max(TEMPLATE_KEY_MAX),
  logic: z
    .object({
      match: z.enum(LOGIC_MATCHES),
      conditions: z
        .array(
          z.object({
            questionId: z.string().max(TEMPLATE_KEY_MAX),
            operator: logicOperatorSchema,
            value: logicValueSchema.optional(),
          }),
        )
        .min(1)
        .max(MAX_CONDITIONS),
    })
    .nullable(),
});

export const formTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  form: z.object({
    title: z.string().max(FORM_TITLE_MAX),
    description: z.string().max(FORM_DESCRIPTION_MAX),
    questions: z.array(templateQuestionSchema).max(MAX_QUESTIONS),
    settings: formSettingsSchema,
  }),
});

export const listTemplatesReplySchema = createEnvelopeSchema(z.array(formTemplateSchema));

export type FormTemplateDto = z.infer<typeof formTemplateSchema>;

/** The template as the builder would save it: every field filled in, settings included. */
export function toFormTemplateDto(template: FormTemplate): FormTemplateDto {
  const draft = formDraftSchema.parse(template.form);
  const questions = draft.questions.map(({ _id, key, ...question }) => ({
    ...question,
    key: key ?? "",
  }));
  return {
    id: template.id,
    name: template.name,
    summary: template.summary,
    form: {
      title: draft.title,
      description: draft.description,
      questions,
      settings: draft.settings ?? DEFAULT_FORM_SETTINGS,
    },
  };
}
