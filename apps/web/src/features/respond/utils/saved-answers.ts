import type { AnswerValue, PublicQuestion } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { isSection } from "@formloom/shared/form-logic";
import { type AnswersState, EMPTY_ANSWERS } from "./answers-state";

// A respondent's answers are kept in this browser until they submit, so a reload or a closed
// tab loses nothing. Per form version: answers to other questions would not fit. Files are
// kept by the URL of their finished upload; a picked file not yet uploaded is not kept. The page
// they were on is kept too, so they come back to it.

const KEY_PREFIX = "formloom:answers:";
/** Answers left this long are forgotten rather than brought back. */
export const SAVED_ANSWERS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export type SavedAnswers = {
  savedAt: number;
  values: Record<string, AnswerValue>;
  /** The file name of each file question's finished upload, by question _id. */
  files: Record<string, string>;
  /** The _id of the section opening the page they were on; null on the first page. */
  pageId: string | null;
  /** The hidden field values of the link they came by: a resumed visit sends them still. */
  hidden?: Record<string, string>;
};

/**
 * What comes back of an earlier visit: the answers, the page to open and the link's values as
 * stored, unchecked: only a form that declares hidden fields loads the code that reads them
 * (hidden-values.ts).
 */
export type SavedProgress = { answers: AnswersState; pageId: string | null; hidden: unknown };

export function savedAnswersKey(formId: string, version: number): string {
  return `${KEY_PREFIX}${formId}:${version}`;
}

/** What storage holds, as far as it is read: each entry of `values` is checked on its own. */
type StoredProgress = {
  savedAt: number;
  values: Record<string, unknown>;
  files: Record<string, unknown>;
  // Kept by this version and later only; anything else opens the first page.
  pageId?: unknown;
  hidden?: unknown;
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// Checked by hand, not with a schema: the public page carries no zod. The answers are checked
// again like typed ones when submitted, so only their shape matters here.
function parseStoredProgress(raw: string): StoredProgress | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const isProgress =
    isRecord(data) &&
    typeof data.savedAt === "number" &&
    isRecord(data.values) &&
    isRecord(data.files);
  return isProgress ? (data as StoredProgress) : null;
}

const LIST_TYPES = new Set(["checkbox", "imageChoice", "matrix", "ranking"]);
const NUMBER_TYPES = new Set(["number", "rating", "linearScale"]);

/** Whether a stored value has the shape the question's control works with. */
function fitsQuestion(question: PublicQuestion, value: unknown): value is AnswerValue {
  if (LIST_TYPES.has(question.questionType)) {
    return Array.isArray(value) && value.every((item) => typeof item === "string");
  }
  if (NUMBER_TYPES.has(question.questionType)) {
    return typeof value === "number" && Number.isFinite(value);
  }
  return typeof value === "string";
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be switched off or refused (private windows); the form works without it.
    return null;
  }
}

/**
 * The answers kept for this version of the form, as the answers' state to start from, and the
 * page they were on, or null when there are none worth bringing back (missing, unreadable, too
 * old, or none that fit).
 */
export function readSavedAnswers(
  formId: string,
  version: number,
  items: readonly PublicQuestion[],
  now = Date.now(),
): SavedProgress | null {
  const raw = readStorage(savedAnswersKey(formId, version));
  if (raw === null) return null;
  const parsed = parseStoredProgress(raw);
  if (parsed === null) return null;
  if (now - parsed.savedAt > SAVED_ANSWERS_MAX_AGE_MS || parsed.savedAt > now) return null;

  const values: AnswersState["values"] = {};
  const uploads: AnswersState["uploads"] = {};
  for (const question of items) {
    if (isSection(question)) continue;
    const id = question._id;
    const value = parsed.values[id];
    if (!fitsQuestion(question, value)) continue;
    if (question.questionType === "file") {
      const fileName = parsed.files[id];
      if (typeof fileName !== "string" || value === UPLOAD_FAILED_URL) continue;
      uploads[id] = { status: "done", progress: 100, fileName };
    }
    values[id] = value;
  }
  if (Object.keys(values).length === 0) return null;
  const pageId = items.some((item) => isSection(item) && item._id === parsed.pageId)
    ? (parsed.pageId as string)
    : null;
  return { answers: { ...EMPTY_ANSWERS, values, uploads }, pageId, hidden: parsed.hidden };
}

/**
 * What is worth keeping of the answers now (no failed upload, no file still on its way), with
 * the page the respondent is on.
 */
export function toSavedAnswers(
  items: readonly PublicQuestion[],
  state: Pick<AnswersState, "values" | "uploads"> & {
    pageId?: string | null;
    hiddenValues?: Readonly<Record<string, string>>;
  },
  now = Date.now(),
): SavedAnswers | null {
  const values: SavedAnswers["values"] = {};
  const files: SavedAnswers["files"] = {};
  for (const question of items) {
    const id = question._id;
    const value = state.values[id];
    // A signature is drawn again rather than kept: its stored file is for one submission.
    if (value === undefined || isSection(question) || question.questionType === "signature")
      continue;
    if (question.questionType === "file") {
      const upload = state.uploads[id];
      if (upload?.status !== "done" || value === UPLOAD_FAILED_URL) continue;
      files[id] = upload.fileName;
    }
    // A number the field could not read is not an answer worth keeping (JSON has no NaN).
    if (typeof value === "number" && !Number.isFinite(value)) continue;
    values[id] = value;
  }
  return Object.keys(values).length === 0
    ? null
    : {
        savedAt: now,
        values,
        files,
        pageId: state.pageId ?? null,
        ...(state.hiddenValues && Object.keys(state.hiddenValues).length > 0
          ? { hidden: { ...state.hiddenValues } }
          : {}),
      };
}

/** Keeps the answers, or forgets them when there is nothing to keep. Never throws. */
export function writeSavedAnswers(
  formId: string,
  version: number,
  saved: SavedAnswers | null,
): void {
  try {
    if (saved === null) localStorage.removeItem(savedAnswersKey(formId, version));
    else localStorage.setItem(savedAnswersKey(formId, version), JSON.stringify(saved));
  } catch {
    // A full or refused storage only means the answers are not kept for later.
  }
}

/** Forgets the answers kept for every version of the form (after a submission, or Clear form). */
export function clearSavedAnswers(formId: string): void {
  try {
    const prefix = `${KEY_PREFIX}${formId}:`;
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing was kept, or nothing can be.
  }
}
