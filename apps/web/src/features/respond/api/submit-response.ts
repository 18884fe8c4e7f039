import type { Answer, SpamCheck, SubmissionResult } from "@formloom/shared";
import type { LanguageCode } from "@formloom/shared/languages";
import { useState } from "react";
import { apiClient } from "@/lib/api-client";
import { unlockHeaders } from "../utils/unlock-token";

type SubmitResponseInput = {
  formId: string;
  answers: Answer[];
  language: LanguageCode;
  /** Only for a form with spam protection on. */
  spamCheck?: SpamCheck;
  /** The link's values of the form's hidden fields. */
  hiddenFields: Readonly<Record<string, string>>;
  /** The partial response these answers finish, for a form that keeps unfinished answers. */
  resumeToken?: string;
  /** Seconds from the first answer, for the owner's funnel only. */
  completionSeconds?: number;
  /** Where the respondent asked for a copy of their answers, if they did. */
  copyEmail?: string;
};

/** The stored response; `result` only for a quiz that shows its score at once. */
export type SubmitResponseReply = { _id: string; result?: SubmissionResult | null };

/**
 * Identity comes from the bearer token on the server; a guest sends none. `language` is the one
 * the page spoke, recorded with the response.
 */
export function submitResponse({
  formId,
  answers,
  language,
  hiddenFields,
  spamCheck,
  resumeToken,
  completionSeconds,
  copyEmail,
}: SubmitResponseInput) {
  const hasHiddenFields = Object.keys(hiddenFields).length > 0;
  return apiClient.post<SubmitResponseReply>(
    `/responses/${formId}`,
    {
      answers,
      language,
      ...(hasHiddenFields ? { hiddenFields } : {}),
      ...(spamCheck && { spamCheck }),
      ...(resumeToken && { resumeToken }),
      ...(completionSeconds !== undefined && { completionSeconds }),
      ...(copyEmail && { copyEmail }),
    },
    { headers: unlockHeaders(formId) },
  );
}

type Submitted = Awaited<ReturnType<typeof submitResponse>>;
type Outcome = { onSuccess: (reply: Submitted) => void; onError: (error: unknown) => void };

/** Sends the response once per call (never retried: it would be recorded twice), while pending. */
export function useSubmitResponse() {
  const [isPending, setPending] = useState(false);
  const mutate = (input: SubmitResponseInput, { onSuccess, onError }: Outcome) => {
    setPending(true);
    submitResponse(input)
      .then(onSuccess, onError)
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}
