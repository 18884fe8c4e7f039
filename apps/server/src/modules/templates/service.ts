import { FORM_TEMPLATES, type FormTemplateDto, toFormTemplateDto } from "@formloom/shared";

let templates: FormTemplateDto[] | undefined;

/** The gallery never changes while the server runs: it is worked out once. */
export function listTemplates(): FormTemplateDto[] {
  templates ??= FORM_TEMPLATES.map(toFormTemplateDto);
  return templates;
}
