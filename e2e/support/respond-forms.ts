import { expect, type Locator, type Page } from "@playwright/test";
import type { TestUser } from "./api-users.js";
import { callApi, type StoredForm } from "./forms-api.js";
import type { RunningServer } from "./server.js";

// Forms with pages, logic, points and settings, made through the real API for the public
// form's specs.

type Condition = { questionId: string; operator: string; value?: string | number };

/** A question or section as the builder saves it; `key` names it in later items' conditions. */
export type DraftItem = {
  key?: string;
  questionType: string;
  questionText: string;
  required?: boolean;
  description?: string;
  options?: string[];
  correctAnswer?: string[];
  points?: number;
  feedback?: { correct: string; incorrect: string } | null;
  logic?: { match: "all" | "any"; conditions: Condition[] } | null;
  validations?: Record<string, unknown>;
  scaleMin?: number;
  scaleMax?: number;
  scalePreset?: "nps" | "csat";
};

export type FormSettingsInput = {
  acceptingResponses?: boolean;
  closedMessage?: string;
  onePerUser?: boolean;
  confirmationMessage?: string;
  redirectUrl?: string | null;
  shuffleQuestions?: boolean;
  /** "oneAtATime" shows one question per screen. */
  layout?: "page" | "oneAtATime";
  quiz?: { releaseScore: "immediately" | "later"; showCorrectAnswers: boolean };
  /** The form's default language and the ones it adds (codes such as "de", "ar"). */
  language?: string;
  languages?: string[];
  /** Offer an added language before it is fully translated, its missing texts in the default. */
  translationFallback?: boolean;
  /** Variables, their rules per question (by key) and endings (calculations.ts). */
  calculations?: Record<string, unknown>;
  /** Keep each page's answers on the server, with a "Continue later" link. */
  keepUnfinished?: boolean;
};

/** Creates the form with its settings and publishes it. */
export async function createPublicForm(
  server: RunningServer,
  owner: TestUser,
  form: {
    title: string;
    description?: string;
    questions: DraftItem[];
    /** Names a link may fill (`?name=value`); a condition reads one as "hidden:<name>". */
    hiddenFields?: string[];
    settings?: FormSettingsInput;
  },
): Promise<StoredForm> {
  const created = await callApi<StoredForm>(server, owner, "POST", "/forms", {
    title: form.title,
    description: form.description ?? "",
    questions: form.questions,
    ...(form.hiddenFields ? { hiddenFields: form.hiddenFields } : {}),
    ...(form.settings ? { settings: form.settings } : {}),
  });
  await callApi(server, owner, "PUT", `/forms/${created._id}/status`, { isPublic: true });
  return created;
}

export function updateSettings(
  server: RunningServer,
  owner: TestUser,
  formId: string,
  settings: FormSettingsInput,
) {
  return callApi(server, owner, "PUT", `/forms/${formId}/settings`, settings);
}

export type StoredAnswers = Record<string, unknown>;

/** The stored responses' answers keyed by question text, newest first. */
export async function readAnswers(
  server: RunningServer,
  owner: TestUser,
  form: StoredForm,
): Promise<StoredAnswers[]> {
  const responses = await callApi<
    Array<{ answers: Array<{ questionId: string; answer: unknown }> }>
  >(server, owner, "GET", `/responses/${form._id}`);
  return responses.map((response) =>
    Object.fromEntries(
      response.answers.map(({ questionId, answer }) => [
        form.questions.find((question) => question._id === questionId)?.questionText,
        answer,
      ]),
    ),
  );
}

const TAB_LIMIT = 40;

/** Presses Tab (or Shift+Tab) until `target` has focus: the keyboard's way to a control. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < TAB_LIMIT; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `Tab never reached the control`).toBeFocused();
}
