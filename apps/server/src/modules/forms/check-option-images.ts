import { OPTION_IMAGE_MESSAGES, type Question } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findFormImageIds } from "./repo.js";

/**
 * Refuses questions naming an option picture that was not uploaded for this form (a form not
 * created yet has none), as a theme naming another form's image is refused.
 */
export async function checkOptionImages(
  db: Database,
  { formId, questions }: { formId: string | undefined; questions: readonly Question[] },
): Promise<void> {
  const named = questions.flatMap((question, index) =>
    question.optionImages.flatMap(({ imageId }, option) =>
      imageId === null ? [] : [{ imageId, path: `questions.${index}.optionImages.${option}` }],
    ),
  );
  if (named.length === 0) return;
  const ids = [...new Set(named.map(({ imageId }) => imageId))];
  const own = formId
    ? await findFormImageIds(db, { formId, purpose: "option" }, ids)
    : new Set<string>();
  const errors: Record<string, string> = {};
  for (const { imageId, path } of named) {
    if (!own.has(imageId)) errors[`${path}.imageId`] = OPTION_IMAGE_MESSAGES.notThisForm;
  }
  const [message] = Object.values(errors);
  if (message) throw new AppError("VALIDATION_FAILED", message, { errors });
}
