import type { Form, FormDraft, FormSummary, FormVersion, PublicForm } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { findActivePatternMessages } from "../regex/repo.js";
import {
  checkPatternsAvailable,
  haveQuestionsChanged,
  patternsUsed,
  toStoredQuestions,
} from "./prepare-questions.js";
import {
  countFormResponses,
  deleteFormCascade,
  type FormWithQuestions,
  findFormWithQuestions,
  insertForm,
  listOwnedForms,
  listVersionsWithCounts,
  setFormVisibility,
  updateFormAndVersion,
} from "./repo.js";
import { toFormDto, toFormSummaryDto, toPublicFormDto } from "./to-form-dto.js";
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
    questions,
  });
  return getForm(db, { ownerId, formId });
}

/** A change of the questions makes version n+1; title and description edits do not. */
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
    { title: draft.title, description: draft.description, isPublic: draft.isPublic },
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

/** Public forms for anyone; a private form only for its owner (DESIGN §5). */
export async function viewForm(
  db: Database,
  { formId, viewerId }: { formId: string; viewerId: string | undefined },
): Promise<PublicForm> {
  const form = await findFormWithQuestions(db, formId);
  if (!form || (!form.isPublic && form.ownerId !== viewerId)) {
    throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  }
  const publicForm = toPublicFormDto(form);
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
