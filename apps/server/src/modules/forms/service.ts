import {
  type AuditAction,
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
  type Question,
  themeLook,
  WORKSPACE_MESSAGES,
  type WorkspaceRole,
  withSettingsDefaults,
} from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import type { FormRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import type { FileStorage } from "../../lib/file-storage/file-storage.js";
import { type Access, withAction } from "../../lib/workspace-access.js";
import { type AuditEntry, recordAudit, withAudit } from "../audit/record-audit.js";
import { type FormUnlock, refuseLockedForm } from "../form-password/check-form-unlocked.js";
import { findActivePatternMessages } from "../regex/repo.js";
import {
  authorizeWorkspace,
  checkRole,
  chosenWorkspaceId,
  workspaceNotFound,
} from "../workspaces/access.js";
import { findMembership } from "../workspaces/repo.js";
import { checkCalculations } from "./check-calculations.js";
import { checkNotifyMembers, keepNotifyMembersOf } from "./check-notify-members.js";
import { checkPiping } from "./check-piping.js";
import { checkThemeImages } from "./check-theme-images.js";
import { copyQuestions } from "./copy-questions.js";
import { findFormAccess } from "./form-access.js";
import { translationsToCopy } from "./form-translations.js";
import {
  checkPatternsAvailable,
  hasVersionChanged,
  patternsUsed,
  toStoredCalculations,
  toStoredConfirmation,
  toStoredQuestions,
} from "./prepare-questions.js";
import {
  changeFormSettings,
  countFormResponses,
  deleteFormCascade,
  type FormWithQuestions,
  findFormWithQuestions,
  insertForm,
  listVersionsWithCounts,
  listWorkspaceForms,
  releaseFormScores,
  setFormVisibility,
  setFormWorkspace,
  updateFormAndVersion,
} from "./repo.js";
import { readSettings, toFormDto, toFormSummaryDto, toPublicFormDto } from "./to-form-dto.js";
import { withPatternMessages } from "./with-pattern-messages.js";

export const FORM_NOT_FOUND = "Form not found";

export function formEntry(
  workspaceId: string,
  action: AuditAction,
  formId: string,
  details?: Record<string, unknown>,
): AuditEntry {
  return { workspaceId, action, objectType: "form", objectId: formId, details };
}

type FormRef = { access: Access; formId: string };
export type AuthorizedForm = FormWithQuestions & { role: WorkspaceRole };

const formNotFound = () => new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);

/** A draft's settings, the members the mail goes to checked against the form's workspace. */
async function checkDraftSettings(
  db: Database,
  {
    workspaceId,
    formId,
    settings,
    stored = [],
  }: {
    workspaceId: string;
    /** Undefined for a form not created yet, which has no images of its own. */
    formId?: string;
    settings: FormSettings | undefined;
    stored?: readonly string[];
  },
): Promise<FormSettings | undefined> {
  if (!settings) return undefined;
  await checkThemeImages(db, { formId, theme: settings.theme, field: "settings.theme" });
  const notifyMemberIds = await checkNotifyMembers(db, {
    workspaceId,
    chosen: settings.notifyMemberIds,
    stored,
    field: "settings.notifyMemberIds",
  });
  return { ...settings, notifyMemberIds };
}

/**
 * The form, when the caller's role in its workspace allows the access's action. A form of a
 * workspace the caller is not a member of answers exactly like a missing one (DESIGN §4).
 */
export async function findFormFor(
  db: Database,
  { access, formId }: FormRef,
): Promise<AuthorizedForm> {
  const form = await findFormWithQuestions(db, formId);
  if (!form) throw formNotFound();
  const { workspaceId } = form;
  const member = await findMembership(db, { workspaceId, userId: access.userId });
  return { ...form, role: checkRole(access, { workspaceId, member }, formNotFound) };
}

/** A private form is seen and answered only by the members of its workspace (DESIGN §5). */
export async function mayOpenPrivateForm(
  db: Database | Transaction,
  form: Pick<FormRow, "workspaceId">,
  personId: string | undefined,
): Promise<boolean> {
  if (personId === undefined) return false;
  return (await findMembership(db, { workspaceId: form.workspaceId, userId: personId })) !== null;
}

function withStoredConfirmation(draft: FormDraft, questions: Question[]) {
  const { settings } = draft;
  if (!settings) return undefined;
  const confirmationMessage = toStoredConfirmation(
    draft.questions,
    questions,
    settings.confirmationMessage,
  );
  const calculations = toStoredCalculations(draft.questions, questions, settings.calculations);
  return { ...settings, confirmationMessage, calculations };
}

export async function createForm(
  db: Database,
  { access, workspaceId, draft }: { access: Access; workspaceId?: string; draft: FormDraft },
): Promise<Form> {
  const workspace = await authorizeWorkspace(db, access, workspaceId);
  const hiddenFields = draft.hiddenFields ?? [];
  const questions = toStoredQuestions(draft.questions, [], hiddenFields);
  const settings = await checkDraftSettings(db, {
    workspaceId: workspace.workspaceId,
    settings: withStoredConfirmation(draft, questions),
  });
  checkPiping({
    questions,
    hiddenFields,
    confirmationMessage: (settings ?? DEFAULT_FORM_SETTINGS).confirmationMessage,
  });
  checkCalculations({ questions, hiddenFields, settings: settings ?? DEFAULT_FORM_SETTINGS });
  checkPatternsAvailable(
    questions,
    [],
    await findActivePatternMessages(db, patternsUsed(questions)),
  );
  const formId = await withAudit(
    db,
    access.actor,
    (tx) =>
      insertForm(tx, {
        ownerId: access.userId,
        workspaceId: workspace.workspaceId,
        title: draft.title,
        description: draft.description,
        isPublic: draft.isPublic ?? false,
        settings: settings ?? DEFAULT_FORM_SETTINGS,
        questions,
        hiddenFields,
      }),
    (id) => formEntry(workspace.workspaceId, "form.created", id, { title: draft.title }),
  );
  return getForm(db, { access: withAction(access, "forms.read"), formId });
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
export async function duplicateForm(db: Database, { access, formId }: FormRef): Promise<Form> {
  // The copy goes beside the original: reading it and creating there are both needed.
  const original = await findFormFor(db, { access: withAction(access, "forms.read"), formId });
  await authorizeWorkspace(db, access, original.workspaceId);
  const settings = withoutThemeImages(readSettings(original));
  const { renameConfirmation, renameCalculations, ...copied } = copyQuestions(
    original.questions,
    translationsToCopy(original, settings),
  );
  const copyId = await withAudit(
    db,
    access.actor,
    (tx) =>
      insertForm(tx, {
        ownerId: access.userId,
        workspaceId: original.workspaceId,
        title: toCopyTitle(original.title),
        description: original.description,
        isPublic: false,
        settings: {
          ...settings,
          confirmationMessage: renameConfirmation(settings.confirmationMessage),
          calculations: renameCalculations(settings.calculations),
        },
        hiddenFields: original.hiddenFields,
        ...copied,
      }),
    (id) => formEntry(original.workspaceId, "form.duplicated", id, { from: formId }),
  );
  return getForm(db, { access: withAction(access, "forms.read"), formId: copyId });
}

/** The original's logo and background belong to it; the copy starts without them. */
function withoutThemeImages(settings: FormSettings): FormSettings {
  return settings.theme ? { ...settings, theme: themeLook(settings.theme) } : settings;
}

/**
 * A change of the questions (sections and logic included) or the hidden fields makes version n+1; title,
 * description and settings edits do not. Settings left out of the draft stay as they are.
 */
export async function updateForm(
  db: Database,
  { access, formId, draft }: FormRef & { draft: FormDraft },
): Promise<Form> {
  const current = await findFormFor(db, { access, formId });
  const hiddenFields = draft.hiddenFields ?? current.hiddenFields;
  const questions = toStoredQuestions(draft.questions, current.questions, hiddenFields);
  const settings = await checkDraftSettings(db, {
    workspaceId: current.workspaceId,
    formId,
    settings: withStoredConfirmation(draft, questions),
    stored: readSettings(current).notifyMemberIds,
  });
  checkPiping({
    questions,
    hiddenFields,
    confirmationMessage: (settings ?? readSettings(current)).confirmationMessage,
  });
  checkCalculations({ questions, hiddenFields, settings: settings ?? readSettings(current) });
  checkPatternsAvailable(
    questions,
    current.questions,
    await findActivePatternMessages(db, patternsUsed(questions)),
  );
  const isNewVersion = hasVersionChanged({ questions, hiddenFields }, current);
  await withAudit(
    db,
    access.actor,
    (tx) =>
      updateFormAndVersion(
        tx,
        formId,
        {
          title: draft.title,
          description: draft.description,
          isPublic: draft.isPublic,
          settings,
        },
        isNewVersion ? { questions, hiddenFields: [...hiddenFields] } : undefined,
      ),
    formEntry(current.workspaceId, "form.updated", formId, {
      version: current.currentVersion + (isNewVersion ? 1 : 0),
    }),
  );
  return getForm(db, { access: withAction(access, "forms.read"), formId });
}

export async function getForm(db: Database, ref: FormRef): Promise<Form> {
  const form = await findFormFor(db, ref);
  return toFormDto(form, await countFormResponses(db, ref.formId));
}

export async function listForms(
  db: Database,
  {
    access,
    workspaceId,
    search,
    page,
    limit,
  }: { access: Access; workspaceId?: string; search?: string; page: number; limit: number },
): Promise<{ forms: FormSummary[]; total: number }> {
  const chosen = await chosenWorkspaceId(db, access, workspaceId);
  const { rows, total, reader } = await listWorkspaceForms(db, {
    workspaceId: chosen,
    readerId: access.userId,
    page,
    limit,
    search: search || undefined,
  });
  // Read with the page; nothing of it is answered unless the role allows.
  checkRole(access, { workspaceId: chosen, member: reader }, workspaceNotFound);
  return { forms: rows.map(toFormSummaryDto), total };
}

export async function changeVisibility(
  db: Database,
  { access, formId, isPublic }: FormRef & { isPublic: boolean },
): Promise<{ _id: string; isPublic: boolean }> {
  const form = await findFormFor(db, { access, formId });
  await withAudit(
    db,
    access.actor,
    (tx) => setFormVisibility(tx, formId, isPublic),
    formEntry(form.workspaceId, isPublic ? "form.published" : "form.unpublished", formId),
  );
  return { _id: formId, isPublic };
}

export async function listVersions(
  db: Database,
  { access, formId }: FormRef,
): Promise<FormVersion[]> {
  await findFormFor(db, { access, formId });
  const versions = await listVersionsWithCounts(db, formId);
  return versions.map((version) => ({ ...version, createdAt: version.createdAt.toISOString() }));
}

/** The Settings panel's fields that are given change; the others, and the version, stay. */
export async function updateSettings(
  db: Database,
  { access, formId, patch: given }: FormRef & { patch: FormSettingsPatch },
): Promise<{ _id: string; settings: FormSettings }> {
  const form = await findFormFor(db, { access, formId });
  if (given.theme) await checkThemeImages(db, { formId, theme: given.theme, field: "theme" });
  const patch = given.notifyMemberIds
    ? {
        ...given,
        notifyMemberIds: await checkNotifyMembers(db, {
          workspaceId: form.workspaceId,
          chosen: given.notifyMemberIds,
          stored: readSettings(form).notifyMemberIds,
          field: "notifyMemberIds",
        }),
      }
    : given;
  const entry = formEntry(form.workspaceId, "form.settings_changed", formId, {
    fields: Object.keys(patch),
  });
  const change = (tx: Transaction) =>
    changeFormSettings(tx, formId, (stored) => {
      const changed = applySettingsPatch(
        withSettingsDefaults(stored as Partial<FormSettings> | null),
        patch,
      );
      // A patch is checked field by field by its schema; what spans fields, once applied.
      const errors = findSettingsIssues(changed);
      const [message] = Object.values(errors);
      if (message) throw new AppError("VALIDATION_FAILED", message, { errors });
      checkPiping({ ...form, confirmationMessage: changed.confirmationMessage });
      checkCalculations({ ...form, settings: changed });
      return changed;
    });
  const settings = await withAudit(db, access.actor, change, entry);
  if (!settings) throw formNotFound();
  return { _id: formId, settings };
}

/** Respondents of a quiz that releases scores later see those of attempts submitted so far. */
export async function releaseScores(
  db: Database,
  { access, formId }: FormRef,
): Promise<{ _id: string; scoresReleasedAt: string }> {
  const form = await findFormFor(db, { access, formId });
  const releasedAt = await withAudit(
    db,
    access.actor,
    (tx) => releaseFormScores(tx, formId),
    formEntry(form.workspaceId, "scores.released", formId),
  );
  if (!releasedAt) throw formNotFound();
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
  {
    formId,
    viewerId,
    unlock,
  }: { formId: string; viewerId: string | undefined; unlock: FormUnlock },
): Promise<PublicForm> {
  const form = await findFormWithQuestions(db, formId);
  if (!form || (!form.isPublic && !(await mayOpenPrivateForm(db, form, viewerId)))) {
    throw formNotFound();
  }
  refuseLockedForm(form, unlock);
  const publicForm = toPublicFormDto(form, await findViewStatus(db, form, viewerId));
  const messages = await findActivePatternMessages(db, patternsUsed(form.questions));
  // A switched-off pattern stays as stored here; the submission skips it (submit-response).
  const questions = withPatternMessages(publicForm.questions, messages, { dropInactive: false });
  return { ...publicForm, questions };
}

/**
 * Moves the form to another workspace the caller may create forms in; it keeps its id, so its
 * links, responses, webhooks and uploads go with it.
 */
export async function moveForm(
  db: Database,
  { access, formId, workspaceId }: FormRef & { workspaceId: string },
): Promise<Form> {
  const form = await findFormFor(db, { access, formId });
  if (form.workspaceId === workspaceId) {
    throw new AppError("SAME_WORKSPACE", WORKSPACE_MESSAGES.moveSameWorkspace);
  }
  await authorizeWorkspace(db, withAction(access, "forms.create"), workspaceId);
  // Only members of the new workspace stay among those the mail goes to: none left, the creator.
  const settings = readSettings(form);
  const notifyMemberIds = await keepNotifyMembersOf(db, {
    workspaceId,
    chosen: settings.notifyMemberIds,
  });
  await withAudit(
    db,
    access.actor,
    async (tx) => {
      await setFormWorkspace(tx, {
        formId,
        workspaceId,
        settings: { ...settings, notifyMemberIds },
      });
      await recordAudit(
        tx,
        access.actor,
        formEntry(form.workspaceId, "form.moved_out", formId, { to: workspaceId }),
      );
    },
    formEntry(workspaceId, "form.moved_in", formId, { from: form.workspaceId }),
  );
  return getForm(db, { access: withAction(access, "forms.read"), formId });
}

/** Rows go in one transaction; the uploaded files are removed once it has committed. */
export async function deleteForm(
  { db, fileStorage }: { db: Database; fileStorage: FileStorage },
  { access, formId }: FormRef,
): Promise<void> {
  const form = await findFormFor(db, { access, formId });
  const storageKeys = await withAudit(
    db,
    access.actor,
    (tx) => deleteFormCascade(tx, formId),
    formEntry(form.workspaceId, "form.deleted", formId, { title: form.title }),
  );
  await fileStorage.remove(storageKeys);
}
