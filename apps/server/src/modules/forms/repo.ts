import type {
  FormSettings,
  FormTexts,
  FormTranslations,
  LanguageCode,
  Question as StoredQuestion,
  WorkspaceRole,
} from "@formloom/shared";
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { SUBMIT_STEP, VIEW_STEP } from "../../db/funnel-step-names.js";
import type { FormRow } from "../../db/rows.js";
import {
  forms,
  formVersions,
  funnelCounts,
  responseStats,
  responses,
  uploadedFiles,
  webhooks,
  workspaceMembers,
  workspaces,
} from "../../db/schema.js";
import { readStoredQuestions, VersionQuestions } from "../../db/stored-questions.js";
import { newId } from "../../lib/ids.js";
import { containsPattern } from "../../lib/sql-like.js";
import type { MemberStanding } from "../workspaces/repo.js";

export type FormWithQuestions = FormRow & {
  questions: StoredQuestion[];
  /** The current version's hidden field names. */
  hiddenFields: string[];
  /** Its switched-on webhooks, read with the form: a submission tells each of them. */
  activeWebhookIds: string[];
};
export type FormSummaryRow = FormRow & {
  questionCount: number;
  responseCount: number;
  views: number;
  funnelSubmissions: number;
};

/** Responses to the form, summed from the counter shards each submission keeps. */
const responseCount = sql<number>`(
  select coalesce(sum(${responseStats.responses}), 0) from ${responseStats}
  where ${responseStats.formId} = ${forms.id}
)`.mapWith(Number);

type Executor = Database | Transaction;

/** One step of the form's funnel summed over its versions and days (the dashboard's figures). */
const funnelTotal = (step: string) =>
  sql<number>`(
    select coalesce(sum(${funnelCounts.count}), 0) from ${funnelCounts}
    where ${funnelCounts.formId} = ${forms.id} and ${funnelCounts.step} = ${step}
  )`.mapWith(Number);

const activeWebhookIds = sql<string[]>`(
  select coalesce(jsonb_agg(${webhooks.id}), '[]'::jsonb) from ${webhooks}
  where ${webhooks.formId} = ${forms.id} and ${webhooks.isActive}
)`;

function selectFormWithQuestions(db: Executor) {
  return db
    .select({
      form: forms,
      versionId: formVersions.id,
      // As text: parsed only the first time this version is read (see VersionQuestions).
      questions: sql<string>`${formVersions.questions}::text`,
      hiddenFields: formVersions.hiddenFields,
      activeWebhookIds,
    })
    .from(forms)
    .innerJoin(
      formVersions,
      and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.currentVersion)),
    )
    .where(eq(forms.id, sql.placeholder("formId")))
    .limit(1)
    .prepare("find_form_with_questions");
}

// Built once per database: every submission reads its form, and building the query each time
// cost more CPU than running it.
const preparedFormQueries = new WeakMap<Executor, ReturnType<typeof selectFormWithQuestions>>();
const versionQuestions = new WeakMap<Executor, VersionQuestions>();

/** The form with the questions of its current version. */
export async function findFormWithQuestions(
  db: Executor,
  formId: string,
): Promise<FormWithQuestions | undefined> {
  let prepared = preparedFormQueries.get(db);
  if (!prepared) {
    prepared = selectFormWithQuestions(db);
    preparedFormQueries.set(db, prepared);
  }
  let questions = versionQuestions.get(db);
  if (!questions) {
    questions = new VersionQuestions();
    versionQuestions.set(db, questions);
  }
  const [row] = await prepared.execute({ formId });
  return row
    ? {
        ...row.form,
        questions: questions.read(row.versionId, row.questions),
        hiddenFields: row.hiddenFields,
        activeWebhookIds: row.activeWebhookIds,
      }
    : undefined;
}

/** The form's stored settings (read through withSettingsDefaults), or undefined when it is gone. */
export async function findFormSettings(db: Executor, formId: string): Promise<unknown> {
  const [row] = await db
    .select({ settings: forms.settings })
    .from(forms)
    .where(eq(forms.id, formId))
    .limit(1);
  return row?.settings;
}

/** How many responses the form has received, over all its versions. */
export async function countFormResponses(db: Executor, formId: string): Promise<number> {
  const [row] = await db.select({ total: responseCount }).from(forms).where(eq(forms.id, formId));
  return row?.total ?? 0;
}

/** Whether this account has already answered the form: a one-per-user form lets them in once (any version). */
export async function hasResponded(
  db: Executor,
  { formId, respondentId }: { formId: string; respondentId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: responses.id })
    .from(responses)
    .where(and(eq(responses.respondentId, respondentId), eq(responses.formId, formId)))
    .limit(1);
  return row !== undefined;
}

/** The questions of one of the form's versions, as the responses to it were given. */
export async function findVersionQuestions(
  db: Database,
  formId: string,
  version: number,
): Promise<{ questions: StoredQuestion[]; hiddenFields: string[]; createdAt: Date } | undefined> {
  const [row] = await db
    .select({
      questions: formVersions.questions,
      hiddenFields: formVersions.hiddenFields,
      createdAt: formVersions.createdAt,
    })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)))
    .limit(1);
  return row
    ? {
        questions: readStoredQuestions(row.questions),
        hiddenFields: row.hiddenFields,
        createdAt: row.createdAt,
      }
    : undefined;
}

export async function insertForm(
  db: Database,
  values: {
    ownerId: string;
    workspaceId: string;
    title: string;
    description: string;
    isPublic: boolean;
    settings: FormSettings;
    questions: StoredQuestion[];
    hiddenFields: string[];
    /** A copy's, with the texts each was made from; a new form starts with none. */
    translations?: FormTranslations;
    translatedFrom?: FormTranslations;
  },
): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(forms).values({
      id,
      ownerId: values.ownerId,
      workspaceId: values.workspaceId,
      title: values.title,
      description: values.description,
      isPublic: values.isPublic,
      settings: values.settings,
      translations: values.translations,
      translatedFrom: values.translatedFrom,
    });
    await tx.insert(formVersions).values({
      id: newId(),
      formId: id,
      version: 1,
      questions: values.questions,
      hiddenFields: values.hiddenFields,
    });
  });
  return id;
}

/**
 * Saves the form's fields and, when given, its questions and hidden fields as the next version,
 * atomically.
 */
export async function updateFormAndVersion(
  db: Database,
  formId: string,
  fields: { title: string; description: string; isPublic?: boolean; settings?: FormSettings },
  newVersion: { questions: StoredQuestion[]; hiddenFields: string[] } | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(forms)
      .set({
        ...fields,
        updatedAt: sql`now()`,
        ...(newVersion ? { currentVersion: sql`${forms.currentVersion} + 1` } : {}),
      })
      .where(eq(forms.id, formId))
      .returning({ currentVersion: forms.currentVersion });
    if (updated && newVersion) {
      await tx.insert(formVersions).values({
        id: newId(),
        formId,
        version: updated.currentVersion,
        questions: newVersion.questions,
        hiddenFields: newVersion.hiddenFields,
      });
    }
  });
}

export async function setFormVisibility(
  db: Database,
  formId: string,
  isPublic: boolean,
): Promise<void> {
  await db.update(forms).set({ isPublic, updatedAt: sql`now()` }).where(eq(forms.id, formId));
}

/**
 * Rewrites the form's settings from the stored ones, with the form row locked meanwhile so that
 * two owners' tabs changing different fields at once both keep their change. Undefined when
 * the form is gone.
 */
export async function changeFormSettings(
  db: Database,
  formId: string,
  change: (stored: unknown) => FormSettings,
): Promise<FormSettings | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: forms.settings })
      .from(forms)
      .where(eq(forms.id, formId))
      .for("update");
    if (!row) return undefined;
    const settings = change(row.settings);
    await tx.update(forms).set({ settings, updatedAt: sql`now()` }).where(eq(forms.id, formId));
    return settings;
  });
}

/**
 * Replaces one language's texts in a single statement, leaving the other languages as they are
 * stored then: two languages saved at once both stay. False when the form is gone.
 */
export async function setFormTranslations(
  db: Database,
  {
    formId,
    language,
    texts,
    from,
  }: { formId: string; language: LanguageCode; texts: FormTexts; from: FormTexts },
): Promise<boolean> {
  const updated = await db
    .update(forms)
    .set({
      translations: sql`${forms.translations} || jsonb_build_object(${language}::text, ${JSON.stringify(texts)}::jsonb)`,
      translatedFrom: sql`${forms.translatedFrom} || jsonb_build_object(${language}::text, ${JSON.stringify(from)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(eq(forms.id, formId))
    .returning({ id: forms.id });
  return updated.length > 0;
}

/** Marks every response submitted until now as released; answers the moment. */
export async function releaseFormScores(db: Database, formId: string): Promise<Date | undefined> {
  const [row] = await db
    .update(forms)
    .set({ scoresReleasedAt: sql`now()` })
    .where(eq(forms.id, formId))
    .returning({ scoresReleasedAt: forms.scoresReleasedAt });
  return row?.scoresReleasedAt ?? undefined;
}

/**
 * The dashboard's two statements, with and without a title search; prepared once per database,
 * since building them cost more CPU than running them on every dashboard request.
 */
function prepareWorkspaceForms(db: Executor, hasSearch: boolean) {
  const conditions: SQL[] = [eq(forms.workspaceId, sql.placeholder("workspaceId"))];
  if (hasSearch) conditions.push(ilike(forms.title, sql.placeholder("titlePattern")));
  const where = and(...conditions);
  const newestFirst = [desc(forms.createdAt), desc(forms.id)];
  const suffix = hasSearch ? "_search" : "";
  // The page is picked from the index alone; counts are worked out for its rows only, not for
  // every row the offset skips (page 50 of 10,000 forms spent most of its time on those).
  const pageIds = db
    .select({ id: forms.id })
    .from(forms)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page_ids");
  const page = db
    .select({
      form: forms,
      responseCount,
      views: funnelTotal(VIEW_STEP),
      funnelSubmissions: funnelTotal(SUBMIT_STEP),
      // Sections are page breaks, not questions.
      questionCount: sql<number>`(
        select count(*) from jsonb_array_elements(${formVersions.questions}) as item
        where item->>'questionType' is distinct from 'section'
      )`.mapWith(Number),
    })
    .from(forms)
    .innerJoin(pageIds, eq(pageIds.id, forms.id))
    .innerJoin(
      formVersions,
      and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.currentVersion)),
    )
    .orderBy(...newestFirst)
    .prepare(`workspace_forms_page${suffix}`);
  const total = db
    .select({
      total: count(),
      readerRole: sql<WorkspaceRole | null>`(
        select ${workspaceMembers.role} from ${workspaceMembers}
        where ${workspaceMembers.workspaceId} = ${sql.placeholder("workspaceId")}
          and ${workspaceMembers.userId} = ${sql.placeholder("readerId")}
      )`,
      requiresTwoFactor: sql<boolean>`(
        select ${workspaces.requireTwoFactor} from ${workspaces}
        where ${workspaces.id} = ${sql.placeholder("workspaceId")}
      )`,
    })
    .from(forms)
    .where(where)
    .prepare(`workspace_forms_total${suffix}`);
  return { page, total };
}

type WorkspaceFormsStatements = ReturnType<typeof prepareWorkspaceForms>;
const preparedWorkspaceForms = new WeakMap<Executor, Map<boolean, WorkspaceFormsStatements>>();

function workspaceFormsStatements(db: Executor, hasSearch: boolean): WorkspaceFormsStatements {
  let byKind = preparedWorkspaceForms.get(db);
  if (!byKind) {
    byKind = new Map();
    preparedWorkspaceForms.set(db, byKind);
  }
  let statements = byKind.get(hasSearch);
  if (!statements) {
    statements = prepareWorkspaceForms(db, hasSearch);
    byKind.set(hasSearch, statements);
  }
  return statements;
}

/**
 * Dashboard: a workspace's forms, newest first, with the question count of the current version;
 * with the count comes the reader's standing in the workspace (null for a non-member), for the
 * caller to check before it answers, without a round trip of its own.
 */
export async function listWorkspaceForms(
  db: Database,
  {
    workspaceId,
    readerId,
    search,
    page,
    limit,
  }: { workspaceId: string; readerId: string; search?: string; page: number; limit: number },
): Promise<{ rows: FormSummaryRow[]; total: number; reader: MemberStanding | null }> {
  const statements = workspaceFormsStatements(db, search !== undefined);
  const filter =
    search === undefined ? { workspaceId } : { workspaceId, titlePattern: containsPattern(search) };
  const [rows, [totalRow]] = await Promise.all([
    statements.page.execute({ ...filter, limit, offset: (page - 1) * limit }),
    statements.total.execute({ ...filter, readerId }),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row.form,
      responseCount: row.responseCount,
      questionCount: row.questionCount,
      views: row.views,
      funnelSubmissions: row.funnelSubmissions,
    })),
    total: totalRow?.total ?? 0,
    reader: totalRow?.readerRole
      ? { role: totalRow.readerRole, requiresTwoFactor: totalRow.requiresTwoFactor === true }
      : null,
  };
}

/** Every version of a form, newest first, with how many responses each received. */
export async function listVersionsWithCounts(db: Database, formId: string) {
  return db
    .select({
      version: formVersions.version,
      createdAt: formVersions.createdAt,
      responseCount: sql<number>`coalesce(sum(${responseStats.responses}), 0)`.mapWith(Number),
    })
    .from(formVersions)
    .leftJoin(
      responseStats,
      and(
        eq(responseStats.formId, formVersions.formId),
        eq(responseStats.formVersion, formVersions.version),
      ),
    )
    .where(eq(formVersions.formId, formId))
    .groupBy(formVersions.version, formVersions.createdAt)
    .orderBy(desc(formVersions.version));
}

/** Deletes the form with its versions, responses and file records; answers the files' keys. */
export async function deleteFormCascade(db: Database, formId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ storageKey: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.formId, formId));
    await tx.delete(forms).where(eq(forms.id, formId));
    return files.map((file) => file.storageKey);
  });
}

/** Moves the form to another workspace; its links, responses, webhooks and keys go with it. */
export async function setFormWorkspace(
  db: Database,
  {
    formId,
    workspaceId,
    settings,
  }: { formId: string; workspaceId: string; settings: FormSettings },
): Promise<void> {
  await db
    .update(forms)
    .set({ workspaceId, settings, updatedAt: new Date() })
    .where(eq(forms.id, formId));
}

/** Which of these ids are images uploaded for the form's theme, or for its options' pictures. */
export async function findFormImageIds(
  db: Database,
  { formId, purpose }: { formId: string; purpose: "theme" | "option" },
  imageIds: string[],
): Promise<Set<string>> {
  if (imageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.formId, formId),
        eq(uploadedFiles.purpose, purpose),
        inArray(uploadedFiles.id, imageIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
