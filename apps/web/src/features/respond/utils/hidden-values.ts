import type { PublicForm } from "@formloom/shared";
import {
  type HiddenValues,
  isHiddenFieldValue,
  keepDeclaredValues,
  readHiddenValues,
} from "@formloom/shared/hidden-fields";
import { isRecord, readSavedAnswers } from "./saved-answers";

// Loaded only by the page of a form that declares hidden fields (use-hidden-values.ts).

type HiddenValuesForm = Pick<PublicForm, "_id" | "version" | "questions" | "hiddenFields">;

// The kept values of the version's fields that are still storable text.
function keepHiddenValues(names: readonly string[], kept: Record<string, unknown>) {
  const text = Object.fromEntries(
    Object.entries(kept).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === "string" && isHiddenFieldValue(entry[1]),
    ),
  );
  return keepDeclaredValues(names, text);
}

/**
 * The form's hidden field values as the link carries them (?utm_source=news); a link without
 * them resumes with those kept beside the answers of an earlier visit.
 */
export function findHiddenValues(form: HiddenValuesForm, search: string): HiddenValues {
  const fromLink = readHiddenValues(form.hiddenFields, new URLSearchParams(search));
  if (Object.keys(fromLink).length > 0) return fromLink;
  const kept = readSavedAnswers(form._id, form.version, form.questions)?.hidden;
  return isRecord(kept) ? keepHiddenValues(form.hiddenFields, kept) : {};
}
