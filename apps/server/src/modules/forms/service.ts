import {
  applySettingsPatch,
  closedMessageOf,
  DEFAULT_FORM_SETTINGS,
  FORM_TITLE_MAX,
  type Form,
  type FormDraft,
  type FormSettings,
  type FormSettingsPatch,
  type FormSummary,
  type FormVersion,
  findSettingsIssues,
  type PublicForm,
  type PublicFormStatus,
  withSettingsDefaults,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { FileStorage } from "../../lib/file-storage/file-storage.js";
import { findActivePatternMessages } from "../regex/repo.js";
import { copyQuestions } from "./copy-questions.js";
import { findFormAccess } from "./form-access.js";
import { translationsToCopy } from "./form-translations.js";
import {
  checkPatternsAvailable,
  haveQuestionsChanged,
  patternsUsed,
  toStoredQuestions,
} from "./prepare-questions.js";
import {
  changeFormSettings,
  countFormResponses,
  deleteFormCascade,
  type FormWithQuestions,
  findFormWithQuestions,
  insertForm,
  listOwnedForms,
  listVersionsWithCounts,
  releaseFormScores,
  setFormVisibility,
  updateFormAndVersion,
} from "./repo.js";
import { readSettings, toFormDto, toFormSummaryDto, toPublicFormDto } from "./to-form-dto.js";
import { withPatternMessages } from "./with-pattern-messages.js";

export const FORM_NOT_FOUND = "Form not found";

type OwnedFormRef = { ownerId: string; formId: string };

/** Another user's form answers exactly like a missing one (DESIGN §4). */
export async function findOwnedForm(
  db: Database,
  { ownerId, formId }: OwnedFormRef,
): Promise<FormWithQuestions> {
  const form = await findFormWithQuestions(db, formId);
  if (!form || form.ownerId !== ownerId) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  return form;
}

export async function createForm(
  db: Database,
  { ownerId, draft }: { ownerId: string; draft: FormDraft },
): Promise<Form> {
  const questions = toStoredQuestions(draft.questions, []);
  checkPatternsAvailable(
    questions,
    [],
    await findActivePatternMessages(db, patternsUsed(questions)),
  );
  const formId = await insertForm(db, {
    ownerId,
    title: draft.title,
    description: draft.description,
    isPublic: draft.isPublic ?? false,
    settings: draft.settings ?? DEFAULT_FORM_SETTINGS,
    questions,
  });
  return getForm(db, { ownerId, formId });
}

/** "Copy of <title>", cut to the longest title a form may have (never inside a character). */
export function toCopyTitle(title: string): string {
  const copyTitle = `Copy of ${title}`;
  if (copyTitle.length <= FORM_TITLE_MAX) return copyTitle;
  return copyTitle
    .slice(0, FORM_TITLE_MAX)
    .replace(/[\uD800-\uDBFF]$/, "")
    .trimEnd();
}

/**
 * A new private form with the original's questions (under new ids), logic, settings, quiz
 * options and translations, at version 1 and without responses. Its patterns are kept as they
 * are even if an admin has switched one off since: the copy behaves as the original does.
 */
export async function duplicateForm(
  db: Database,
  { ownerId, formId }: OwnedFormRef,
): Promise<Form> {
  const original = await findOwnedForm(db, { ownerId, formId });
  const settings = readSettings(original);
  const copyId = await insertForm(db, {
    ownerId,
    title: toCopyTitle(original.title),
    description: original.description,
    isPublic: false,
    settings,
    ...copyQuestions(original.questions, translationsToCopy(original, settings)),
  });
  return getForm(db, { ownerId, formId: copyId });
}

/**
 * A change of the questions (sections and logic included) makes version n+1; title,
 * description and settings edits do not. Settings left out of the draft stay as they are.
 */
export async function updateForm(
  db: Database,
  { ownerId, formId, draft }: OwnedFormRef & { draft: FormDraft },
): Promise<Form> {
  const current = await findOwnedForm(db, { ownerId, formId });
  const questions = toStoredQuestions(draft.questions, current.questions);
  checkPatternsAvailable(
    questions,
    current.questions,
    await findActivePatternMessages(db, patternsUsed(questions)),
  );
  await updateFormAndVersion(
    db,
    formId,
    {
      title: draft.title,
      description: draft.description,
      isPublic: draft.isPublic,
      settings: draft.settings,
    },
    haveQuestionsChanged(questions, current.questions) ? questions : undefined,
  );
  return getForm(db, { ownerId, formId });
}

export async function getForm(db: Database, { ownerId, formId }: OwnedFormRef): Promise<Form> {
  const form = await findOwnedForm(db, { ownerId, formId });
  return toFormDto(form, await countFormResponses(db, formId));
}

export async function listForms(
  db: Database,
  {
    ownerId,
    search,
    page,
    limit,
  }: { ownerId: string; search?: string; page: number; limit: number },
): Promise<{ forms: FormSummary[]; total: number }> {
  const { rows, total } = await listOwnedForms(db, {
    ownerId,
    page,
    limit,
    search: search || undefined,
  });
  return { forms: rows.map(toFormSummaryDto), total };
}

export async function changeVisibility(
  db: Database,
  { ownerId, formId, isPublic }: OwnedFormRef & { isPublic: boolean },
): Promise<{ _id: string; isPublic: boolean }> {
  await findOwnedForm(db, { ownerId, formId });
  await setFormVisibility(db, formId, isPublic);
  return { _id: formId, isPublic };
}

export async function listVersions(
  db: Database,
  { ownerId, formId }: OwnedFormRef,
): Promise<FormVersion[]> {
  await findOwnedForm(db, { ownerId, formId });
  const versions = await listVersionsWithCounts(db, formId);
  return versions.map((version) => ({ ...version, createdAt: version.createdAt.toISOString() }));
}

/** The Settings panel's fields that are given change; the others, and the version, stay. */
export async function updateSettings(
  db: Database,
  { ownerId, formId, patch }: OwnedFormRef & { patch: FormSettingsPatch },
): Promise<{ _id: string; settings: FormSettings }> {
  await findOwnedForm(db, { ownerId, formId });
  const settings = await changeFormSettings(db, formId, (stored) => {
    const changed = applySettingsPatch(
      withSettingsDefaults(stored as Partial<FormSettings> | null),
      patch,
    );
    // A patch is checked field by field by its schema; what spans fields, once applied.
    const errors = findSettingsIssues(changed);
    const [message] = Object.values(errors);
    if (message) throw new AppError("VALIDATION_FAILED", message, { errors });
    return changed;
  });
  if (!settings) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  return { _id: formId, settings };
}

/** Respondents of a quiz that releases scores later see those of attempts submitted so far. */
export async function releaseScores(
  db: Database,
  { ownerId, formId }: OwnedFormRef,
): Promise<{ _id: string; scoresReleasedAt: string }> {
  await findOwnedForm(db, { ownerId, formId });
  const releasedAt = await releaseFormScores(db, formId);
  if (!releasedAt) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  return { _id: formId, scoresReleasedAt: releasedAt.toISOString() };
}

/** Whether the viewer may answer now: the rule of `findFormAccess`, told to the page. */
async function findViewStatus(
  db: Database,
  form: FormWithQuestions,
  viewerId: string | undefined,
): Promise<PublicFormStatus> {
  const settings = readSettings(form);
  const access = await findFormAccess(db, { formId: form.id, settings, personId: viewerId });
  return {
    isOpen: access.closedReason === null,
    closedMessage: closedMessageOf(settings),
    alreadyResponded: access.alreadyResponded,
  };
}

/**
 * Public forms for anyone; a private form only for its owner (DESIGN §5). A closed form is
 * still served, with its status, so that the page can show the closed message.
 */
export async function viewForm(
  db: Database,
  { formId, viewerId }: { formId: string; viewerId: string | undefined },
): Promise<PublicForm> {
  const form = await findFormWithQuestions(db, formId);
  if (!form || (!form.isPublic && form.ownerId !== viewerId)) {
    throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  }
  const publicForm = toPublicFormDto(form, await findViewStatus(db, form, viewerId));
  const messages = await findActivePatternMessages(db, patternsUsed(form.questions));
  // A switched-off pattern stays as stored here; the submission skips it (submit-response).
  const questions = withPatternMessages(publicForm.questions, messages, { dropInactive: false });
  return { ...publicForm, questions };
}

/** Rows go in one transaction; the uploaded files are removed once it has committed. */
export async function deleteForm(
  { db, fileStorage }: { db: Database; fileStorage: FileStorage },
  { ownerId, formId }: OwnedFormRef,
): Promise<void> {
  await findOwnedForm(db, { ownerId, formId });
  const storageKeys = await deleteFormCascade(db, formId);
  await fileStorage.remove(storageKeys);
}
