import type { PublicForm } from "@formloom/shared";
import { findCopyQuestion } from "@formloom/shared/respondent-copy";
import { checkEmailAnswer } from "@formloom/shared/typed-answer-rules";
import { useState } from "react";

export const RESPONDENT_COPY_FIELD_ID = "respondent-copy-email";

/**
 * The address a respondent may give at the end of the form for a copy of their answers: asked
 * only when the form sends copies and has no email question (whose answer is used instead).
 * Blank is no copy; anything else must be an address, as an email question's answer must.
 */
export function useRespondentCopy(form: PublicForm) {
  const isAsked = form.settings.sendRespondentCopy && !findCopyQuestion(form.questions);
  const [value, setValue] = useState("");
  const [isTouched, setTouched] = useState(false);
  const [isRefused, setRefused] = useState(false);
  const address = value.trim();
  const isInvalid = isAsked && address !== "" && checkEmailAnswer(address) !== null;
  return {
    isAsked,
    value,
    hasError: isRefused || (isTouched && isInvalid),
    change: (next: string) => {
      setValue(next);
      setRefused(false);
    },
    touch: () => setTouched(true),
    /** The server refused the address (400 naming copyEmail). */
    refuse: () => setRefused(true),
    /** Shows the error and answers false while the address cannot be sent. */
    check: () => {
      setTouched(true);
      return !isInvalid;
    },
    /** What the submission sends: the address, or nothing. */
    copyEmail: isAsked && address !== "" ? address : undefined,
  };
}

export type RespondentCopy = ReturnType<typeof useRespondentCopy>;
