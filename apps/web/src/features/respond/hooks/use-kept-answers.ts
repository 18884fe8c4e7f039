import type { PublicForm } from "@formloom/shared";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { useEffect } from "react";
import type { AnswersState } from "../utils/answers-state";
import { toSavedAnswers, writeSavedAnswers } from "../utils/saved-answers";

/**
 * Keeps the answers, the page on screen and the link's hidden field values in this browser as they change, so a reload or a
 * closed tab loses nothing. Nothing is written before the respondent answers something: a visit
 * alone leaves no trace.
 */
export function useKeptAnswers(
  form: Pick<PublicForm, "_id" | "version" | "questions">,
  state: Pick<AnswersState, "values" | "uploads">,
  pageId: string | null,
  { hasChanged, hiddenValues }: { hasChanged: boolean; hiddenValues: HiddenValues },
) {
  const { values, uploads } = state;
  useEffect(() => {
    if (!hasChanged) return;
    const saved = toSavedAnswers(form.questions, { values, uploads, pageId, hiddenValues });
    writeSavedAnswers(form._id, form.version, saved);
  }, [form._id, form.version, form.questions, values, uploads, pageId, hasChanged, hiddenValues]);
}
