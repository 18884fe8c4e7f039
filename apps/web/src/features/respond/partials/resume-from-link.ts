import type { PublicForm, ResumedPartial } from "@formloom/shared";
import { apiClient } from "@/lib/api-client";
import { writeResumeToken } from "../utils/resume-token";
import { writeSavedAnswers } from "../utils/saved-answers";
import { unlockHeaders } from "../utils/unlock-token";
import { pageIdOf } from "./partial-snapshot";

const RESUME_PARAM = "resume";

export function resumeTokenInLink(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get(RESUME_PARAM);
}

/**
 * Opens a "Continue later" link: the kept answers and page are written where this browser keeps
 * a respondent's answers, so the form opens as if they had never left. The token leaves the
 * address bar at once. False when the link has expired or is not valid.
 */
export async function resumeFromLink(form: PublicForm): Promise<boolean> {
  const token = resumeTokenInLink(window.location.hash);
  if (!token) return true;
  window.history.replaceState(
    window.history.state,
    "",
    window.location.pathname + window.location.search,
  );
  try {
    const { data } = await apiClient.post<ResumedPartial>(
      `/responses/${form._id}/partial/resume`,
      { resumeToken: token },
      { headers: unlockHeaders(form._id) },
    );
    writeSavedAnswers(form._id, form.version, {
      savedAt: Date.now(),
      values: Object.fromEntries(data.answers.map((answer) => [answer.questionId, answer.answer])),
      files: {},
      pageId: pageIdOf(form, data.pageReached),
      hidden: data.hiddenFields,
    });
    writeResumeToken(form._id, token);
    return true;
  } catch {
    return false;
  }
}
