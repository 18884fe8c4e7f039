import {
  type FormTexts,
  findTranslationIssues,
  type LanguageCode,
  sourcesOfTexts,
  TRANSLATIONS_MESSAGES,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Access } from "../../lib/workspace-access.js";
import { withAudit } from "../audit/record-audit.js";
import { checkTranslatedPiping } from "./check-piping.js";
import { sourcesOf } from "./form-translations.js";
import { setFormTranslations } from "./repo.js";
import { FORM_NOT_FOUND, findFormFor, formEntry } from "./service.js";
import { readSettings } from "./to-form-dto.js";

function refuse(errors: Record<string, string>): never {
  const [message = "Invalid translations"] = Object.values(errors);
  throw new AppError("VALIDATION_FAILED", message, { errors });
}

/**
 * Replaces one added language's translations whole; blank texts are left out, as missing. The
 * questions and the version stay as they are.
 */
export async function saveTranslations(
  db: Database,
  {
    access,
    formId,
    language,
    texts,
  }: { access: Access; formId: string; language: LanguageCode; texts: FormTexts },
): Promise<{ _id: string; language: LanguageCode; texts: FormTexts }> {
  const form = await findFormFor(db, { access, formId });
  const settings = readSettings(form);
  if (!settings.languages.includes(language)) {
    refuse({ language: TRANSLATIONS_MESSAGES.languageNotAdded(language) });
  }
  const given = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ""));
  const sources = sourcesOf(form, settings);
  const issues = findTranslationIssues(sources, given);
  if (Object.keys(issues).length > 0) {
    refuse(
      Object.fromEntries(Object.entries(issues).map(([key, issue]) => [`texts.${key}`, issue])),
    );
  }
  checkTranslatedPiping(form, sources, given);
  const from = sourcesOfTexts(sources, given);
  const saved = await withAudit(
    db,
    access.actor,
    (tx) => setFormTranslations(tx, { formId, language, texts: given, from }),
    formEntry(form.workspaceId, "form.translated", formId, { language }),
  );
  if (!saved) {
    throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  }
  return { _id: formId, language, texts: given };
}
