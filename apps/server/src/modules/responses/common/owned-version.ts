import {
  type FormSettings,
  offeredLanguagesOf,
  type Question,
  type ResponsesFilter,
} from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import { AppError } from "../../../lib/app-error.js";
import type { Access } from "../../../lib/workspace-access.js";
import { findVersionQuestions } from "../../forms/repo.js";
import { findFormFor } from "../../forms/service.js";
import { buildResponsesFilter, isFilterable, isFiltered } from "./build-responses-filter.js";

const HIDDEN_FIELD_NOT_DECLARED = "Choose one of this version's hidden fields";

/** The form as it was at `version` (the latest when none is asked for), when the caller may. */
export async function findOwnedVersion(
  db: Database,
  { access, formId, version }: { access: Access; formId: string; version?: number },
) {
  const form = await findFormFor(db, { access, formId });
  const wanted = version ?? form.currentVersion;
  const snapshot = await findVersionQuestions(db, formId, wanted);
  if (!snapshot)
    throw new AppError("VERSION_NOT_FOUND", `Version ${wanted} of this form does not exist`);
  return {
    form: { ...form, questions: snapshot.questions, hiddenFields: snapshot.hiddenFields },
    version: wanted,
  };
}

/** What a filter on one version reads: its questions and hidden fields, and the form's languages. */
export type FilterScope = {
  formId: string;
  version: number;
  questions: Question[];
  hiddenFields: readonly string[];
  settings: Pick<FormSettings, "language" | "languages">;
};

/**
 * The SQL condition of a filter on one version, or undefined when nothing is filtered. Answers
 * can be filtered on for the version's choice, dropdown and rating questions only, and the
 * language among those the form offers.
 */
export function toFilterCondition(
  { formId, version, questions, hiddenFields, settings }: FilterScope,
  filter: ResponsesFilter,
) {
  if (!isFiltered(filter)) return undefined;
  if (filter.language && !offeredLanguagesOf(settings).includes(filter.language)) {
    throw new AppError("VALIDATION_FAILED", "Choose one of this form's languages", {
      errors: { language: "Choose one of this form's languages" },
    });
  }
  if (filter.question !== undefined && filter.answer !== undefined) {
    const question = questions.find((q) => q._id === filter.question);
    if (!question || !isFilterable(question)) {
      throw new AppError("VALIDATION_FAILED", "Choose a choice, dropdown or rating question", {
        errors: { question: "Choose a choice, dropdown or rating question of this version" },
      });
    }
  }
  if (filter.hiddenField !== undefined && !hiddenFields.includes(filter.hiddenField)) {
    throw new AppError("VALIDATION_FAILED", HIDDEN_FIELD_NOT_DECLARED, {
      errors: { hiddenField: HIDDEN_FIELD_NOT_DECLARED },
    });
  }
  return buildResponsesFilter({
    formId,
    version,
    questions,
    defaultLanguage: settings.language,
    filter,
  });
}
