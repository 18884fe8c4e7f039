import type { PublicForm } from "@formloom/shared";
import { type PhoneReader, PREFILL_PARAM_PREFIX } from "@formloom/shared/prefill-link";

// libphonenumber is large, so the public page loads it only for a form that asks for a phone
// number. A link that prefills one needs it before the form first shows, to read the number in
// E.164; it is kept here once loaded, for `findStartingAnswers`.

let loadedReader: PhoneReader | undefined;

export function phonePrefillReader(): PhoneReader | undefined {
  return loadedReader;
}

/** Whether the link carries an answer to one of the form's phone questions. */
export function prefillsPhone(form: Pick<PublicForm, "questions">, search: string): boolean {
  const params = new URLSearchParams(search);
  return form.questions.some(
    (question) =>
      question.questionType === "phone" && params.has(`${PREFILL_PARAM_PREFIX}${question._id}`),
  );
}

/**
 * Loads the phone reader when the link prefills a phone question. A failed load leaves the
 * number out, as any prefilled value the form cannot take.
 */
export async function loadPhonePrefill(
  form: Pick<PublicForm, "questions">,
  search: string,
): Promise<void> {
  if (loadedReader || !prefillsPhone(form, search)) return;
  try {
    loadedReader = (await import("@formloom/shared/phone-numbers")).toE164;
  } catch {
    loadedReader = undefined;
  }
}
