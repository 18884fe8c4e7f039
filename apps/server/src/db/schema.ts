import type { FormTranslations } from "@formloom/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Ids are generated in the application (UUID v7) so they sort by creation time.
const id = () => uuid("id").primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum("user_role", ["user", "admin"]);
export const oneTimeCodePurpose = pgEnum("one_time_code_purpose", ["verify_email"]);
export const deactivationReason = pgEnum("deactivation_reason", [
  "privacy",
  "switching",
  "notUsing",
  "other",
]);

export const users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    // Stored lower-cased and trimmed, so equality is case-insensitive.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("user"),
    isVerified: boolean("is_verified").notNull().default(false),
    active: boolean("active").notNull().default(true),
    // Bumped on password change, reset and deactivation: tokens carrying an older value die.
    tokenVersion: integer("token_version").notNull().default(0),
    // Set when a second sign-up names the address before it is verified: no password chosen at
    // sign-up is trusted then, since whoever holds the code may not be who chose it.
    registeredMoreThanOnce: boolean("registered_more_than_once").notNull().default(false),
    deactivationReason: deactivationReason("deactivation_reason"),
    deactivationNote: text("deactivation_note"),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    // Set when the user confirmed an authenticator app: sign-in then asks for its code.
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Sign-in, register and forgot password look a user up by email.
    uniqueIndex("users_email_key").on(table.email),
    // Admin users list: ORDER BY created_at DESC, id DESC with paging.
    index("users_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);

export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: oneTimeCodePurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Verify and resend find the user's live code for a purpose; one code per user and purpose.
    uniqueIndex("one_time_codes_user_purpose_key").on(table.userId, table.purpose),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Password reset looks the token up by its hash.
    uniqueIndex("password_reset_tokens_hash_key").on(table.tokenHash),
    // A new reset request or a successful reset retires the user's other tokens.
    index("password_reset_tokens_user_idx").on(table.userId),
  ],
);

// ALTCHA solutions already spent, kept until their challenge expires so that a restart or another
// instance refuses them too.
export const usedCaptchaNonces = pgTable(
  "used_captcha_nonces",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  // The sweep of nonces whose challenge has expired: WHERE expires_at < now().
  (table) => [index("used_captcha_nonces_expires_idx").on(table.expiresAt)],
);

// Secrets a server generates (the master secret), kept here when the database is a shared
// PostgreSQL server so that every server behind one address signs and checks with the same keys.
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const regexPatterns = pgTable(
  "regex_patterns",
  {
    id: id(),
    title: text("title").notNull(),
    // Without the enclosing slashes; flags travel inline as (?ims) (shared/regex-literal.ts).
    regex: text("regex").notNull(),
    errorMessage: text("error_message").notNull(),
    name: text("name").notNull().default(""),
    type: text("type").notNull().default("default"),
    // 0 means no length bound.
    maxLength: integer("max_length").notNull().default(0),
    isRequired: boolean("is_required").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Admin regex list and the builder's list of active patterns: ORDER BY created_at DESC, id DESC.
    index("regex_patterns_active_created_idx").on(
      table.active,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    check("regex_patterns_max_length_range", sql`${table.maxLength} BETWEEN 0 AND 1000`),
  ],
);

export const workspaceRole = pgEnum("workspace_role", ["owner", "admin", "editor", "viewer"]);

/** Every form belongs to one; each user has a personal one, made at sign-up. */
export const workspaces = pgTable("workspaces", {
  id: id(),
  name: text("name").notNull(),
  // A user's own workspace: never has other members, never invites.
  personalOf: uuid("personal_of")
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  // Members without two-factor authentication are refused every route of the workspace.
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: workspaceRole("role").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Every request on a workspace's form reads the caller's role by this key.
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    // The workspace switcher: a user's workspaces.
    index("workspace_members_user_idx").on(table.userId),
  ],
);

export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: workspaceRole("role").notNull(),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the token in the link: the token itself is never stored.
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("workspace_invitations_token_key").on(table.tokenHash),
    // One pending invitation per address and workspace: inviting again replaces it.
    uniqueIndex("workspace_invitations_email_key").on(table.workspaceId, table.email),
  ],
);

/** Themes a workspace keeps to reuse on its forms; a form stores a copy, never a link. */
export const savedThemes = pgTable(
  "saved_themes",
  {
    id: id(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // The whole theme, checked by the shared theme schema and contrast rule when saved.
    theme: jsonb("theme").notNull(),
    // Kept when its maker leaves: the theme belongs to the workspace.
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The Theme panel's list of a workspace's themes, by name; and one name per workspace,
    // whatever its case.
    uniqueIndex("saved_themes_workspace_name_key").on(table.workspaceId, sql`lower(${table.name})`),
  ],
);

export const forms = pgTable(
  "forms",
  {
    id: id(),
    // Who created it: gets the owner mail unless the form names other members.
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    isPublic: boolean("is_public").notNull().default(false),
    currentVersion: integer("current_version").notNull().default(1),
    // The Settings panel (response controls, quiz options): read through withSettingsDefaults,
    // so settings stored before a field existed read it as its default. Never versioned.
    settings: jsonb("settings").notNull().default({}),
    // Each added language's translations of the form's texts (form-texts.ts), language → key →
    // text. Never versioned: the DTOs keep only languages still added and keys still current.
    translations: jsonb("translations").$type<FormTranslations>().notNull().default({}),
    // The default-language text each translation was made from, in the same shape: a translation
    // whose text has changed since counts as missing until it is translated again.
    translatedFrom: jsonb("translated_from").$type<FormTranslations>().notNull().default({}),
    // When the owner last released the scores of a quiz that releases them later: attempts
    // submitted up to then show their score.
    scoresReleasedAt: timestamp("scores_released_at", { withTimezone: true }),
    // The argon2id hash of the password respondents give before the form opens; null: none.
    passwordHash: text("password_hash"),
    // Bumped whenever the password is set, changed or removed: unlock tokens carry the
    // generation they were given under, so older ones stop working.
    passwordGeneration: integer("password_generation").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Dashboard: the workspace's forms, newest first (id breaks ties), paged. With the id in
    // the index the page is read straight off it instead of sorting every form of the workspace.
    index("forms_workspace_created_idx").on(
      table.workspaceId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // A user's forms when the user's account is deleted or their mail is found.
    index("forms_owner_idx").on(table.ownerId),
    // Dashboard search: case-insensitive substring match on the title (ILIKE '%term%').
    index("forms_title_trgm_idx").using("gin", sql`${table.title} gin_trgm_ops`),
  ],
);

export const formVersions = pgTable(
  "form_versions",
  {
    id: id(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    // The questions exactly as respondents of this version saw them.
    questions: jsonb("questions").notNull(),
    // The names of the hidden fields its links carry (hidden-fields.ts): its logic may read them.
    hiddenFields: jsonb("hidden_fields").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    // Loading a form's current or a chosen version, and the versions list.
    uniqueIndex("form_versions_form_version_key").on(table.formId, table.version),
  ],
);

// Submissions a form's spam protection refused: one counter per form, bumped by one upsert,
// never a row per refusal. The owner reads it by the primary key.
export const blockedSubmissions = pgTable("blocked_submissions", {
  formId: uuid("form_id")
    .primaryKey()
    .references(() => forms.id, { onDelete: "cascade" }),
  count: integer("count").notNull().default(0),
  lastBlockedAt: timestamp("last_blocked_at", { withTimezone: true }).notNull().defaultNow(),
});

export const responses = pgTable(
  "responses",
  {
    id: id(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    formVersion: integer("form_version").notNull(),
    respondentId: uuid("respondent_id").references(() => users.id, { onDelete: "set null" }),
    respondentName: text("respondent_name").notNull(),
    respondentEmail: text("respondent_email").notNull(),
    // [{ questionId, answer }] as validated by the server.
    answers: jsonb("answers").notNull(),
    // The link's values of the version's hidden fields, name → value.
    hiddenFields: jsonb("hidden_fields").$type<Record<string, string>>().notNull().default({}),
    // Computed by the server at submission (SPEC §4), never taken from the client.
    score: integer("score").notNull().default(0),
    maxScore: integer("max_score").notNull().default(0),
    percentage: integer("percentage").notNull().default(0),
    // The form's variables, name → number or text, as the server computed them from the
    // answers at submission (calculations.ts), never taken from the client.
    variables: jsonb("variables").$type<Record<string, number | string>>().notNull().default({}),
    // The language code the respondent answered in (languages.ts); null for responses stored
    // before it was recorded.
    language: text("language"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Ids are UUID v7, so id order is submission order, and an exact keyset for paging.
    // Responses page, summary and the streamed CSV export: one form and version, by id.
    index("responses_form_version_id_idx").on(table.formId, table.formVersion, table.id),
    // Responses hub (submitted tab) and quiz results: one respondent's attempts, by id. Guests'
    // responses (most of them) have no respondent and are left out: every query here names one,
    // and a submission then updates one index less (a batch of 35 stored 0.1 ms sooner).
    index("responses_respondent_id_idx")
      .on(table.respondentId, table.id)
      .where(sql`${table.respondentId} IS NOT NULL`),
    // Summary cards: one version's highest and lowest percentage (two index probes), which no
    // counter can keep once responses are deleted.
    index("responses_form_version_percentage_idx").on(
      table.formId,
      table.formVersion,
      table.percentage,
    ),
    // Filtered list, summary and export: one version's responses in a date range.
    index("responses_form_version_submitted_idx").on(
      table.formId,
      table.formVersion,
      table.submittedAt,
    ),
  ],
);

// Partial responses of forms that keep unfinished answers (partial-responses.ts in shared):
// the answers so far, found by the hash of the resume token only the respondent holds. Counted
// nowhere until submitted, when the response takes the same id and the row is marked submitted
// (kept till it expires, so a second submit is told so rather than that the link is unknown).
export const partialResponses = pgTable(
  "partial_responses",
  {
    id: id(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    formVersion: integer("form_version").notNull(),
    tokenHash: text("token_hash").notNull(),
    // [{ questionId, answer }] of the pages answered so far, checked as a submission's are.
    answers: jsonb("answers").notNull(),
    hiddenFields: jsonb("hidden_fields").$type<Record<string, string>>().notNull().default({}),
    pageReached: integer("page_reached").notNull().default(0),
    language: text("language"),
    createdAt: createdAt(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [
    // Save, resume and submit look the partial up by its token's hash.
    uniqueIndex("partial_responses_token_hash_key").on(table.tokenHash),
    // The owner's Unfinished tab: one form's partials, newest first (ids are UUID v7).
    index("partial_responses_form_id_idx").on(table.formId, table.id),
    // The expiry job: WHERE expires_at < now().
    index("partial_responses_expires_at_idx").on(table.expiresAt),
  ],
);

// The responses page's numbers, kept up to date by each submission's own transaction, so the
// summary reads a few hundred rows whatever the number of responses. Each counter is split into
// shards (a random one per submission) so concurrent submissions do not queue on one row.

export const responseStats = pgTable(
  "response_stats",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    formVersion: integer("form_version").notNull(),
    shard: smallint("shard").notNull(),
    responses: integer("responses").notNull(),
    percentageSum: bigint("percentage_sum", { mode: "number" }).notNull(),
    percentageMax: integer("percentage_max").notNull(),
    percentageMin: integer("percentage_min").notNull(),
  },
  // Summary cards of one version: the primary key's prefix (form, version).
  (table) => [primaryKey({ columns: [table.formId, table.formVersion, table.shard] })],
);

export const answerTallies = pgTable(
  "answer_tallies",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    formVersion: integer("form_version").notNull(),
    questionId: text("question_id").notNull(),
    // A chosen option or rating value; the empty string counts the question as answered
    // (options are never blank, so it cannot clash).
    option: text("option").notNull(),
    shard: smallint("shard").notNull(),
    tally: integer("tally").notNull(),
  },
  // Summary rows of one version: the primary key's prefix (form, version).
  (table) => [
    primaryKey({
      columns: [table.formId, table.formVersion, table.questionId, table.option, table.shard],
    }),
  ],
);

// The funnel (issue 29): how many visits of a version did each step on a day, counted the way
// the summary's counters are (a row per shard, summed when read). A step is "view", "start",
// "page:N" (reached page N), "submit" or "time:B" (a submission whose time to complete fell in
// bucket B). Nothing here, nor anywhere, records who did it.
export const funnelCounts = pgTable(
  "funnel_counts",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    formVersion: integer("form_version").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    step: text("step").notNull(),
    shard: smallint("shard").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  // The funnel of one version over a range of days: the primary key's prefix (form, version, day).
  (table) => [
    primaryKey({
      columns: [table.formId, table.formVersion, table.day, table.step, table.shard],
    }),
  ],
);

export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: id(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    // The file question it answers; "" for a theme image.
    questionId: text("question_id").notNull(),
    // "answer": a respondent's file, swept unless a response takes it. "theme": the owner's
    // logo or background for the form's theme, kept with the form. "option": a picture of an
    // image choice option, kept while a version of its form shows it.
    purpose: text("purpose", { enum: ["answer", "theme", "option"] })
      .notNull()
      .default("answer"),
    // Set when a submitted response references the file; unreferenced files are swept.
    responseId: uuid("response_id").references(() => responses.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Deleting a form removes its files from storage after the transaction commits.
    index("uploaded_files_form_idx").on(table.formId),
    // The sweep of files no response references: WHERE response_id IS NULL AND created_at < ?.
    index("uploaded_files_unreferenced_idx")
      .on(table.createdAt)
      .where(sql`${table.responseId} IS NULL`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  // PGlite answers a Uint8Array, node-postgres a Buffer: a Buffer over the same memory either way.
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// Uploaded files when STORAGE=database (lib/file-storage/database-storage.ts): each file as
// numbered chunks of up to 256 KB, written as the upload streams in and read back one by one.
export const fileChunks = pgTable(
  "file_chunks",
  {
    storageKey: text("storage_key").notNull(),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Reading a file chunk by chunk: WHERE storage_key = ? AND seq = ?.
  (table) => [primaryKey({ columns: [table.storageKey, table.seq] })],
);

// The durable job queue (lib/job-queue.ts): a job is written in the transaction of what it
// follows from, claimed by one worker at a time for a lease, and deleted once done. A job whose
// worker died is claimed again when its lease runs out.
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    // At most one waiting job per key (the owner's mail of one form); null for the others and
    // once claimed, so a response arriving while the mail is sent waits in a job of its own.
    dedupeKey: text("dedupe_key"),
    // The jobs of one group (one webhook's deliveries) share a cap of jobs under way at once,
    // so one slow receiver cannot take every slot of the worker.
    groupKey: text("group_key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    // Past this the job is given up instead of retried (webhooks: 24 h after the response).
    giveUpAt: timestamp("give_up_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The worker's claim: a lane's due jobs not given up, oldest first.
    index("jobs_kind_due_idx").on(table.kind, table.runAt).where(sql`${table.failedAt} IS NULL`),
    // The claim's count of each group's jobs under way (leased), to skip the groups at their cap.
    index("jobs_group_leased_idx")
      .on(table.groupKey)
      .where(sql`${table.lockedUntil} IS NOT NULL AND ${table.groupKey} IS NOT NULL`),
    // Enqueueing the owner's mail: ON CONFLICT (dedupe_key) DO NOTHING.
    uniqueIndex("jobs_dedupe_key_key").on(table.dedupeKey),
  ],
);

export const webhooks = pgTable(
  "webhooks",
  {
    id: id(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    // What the receiver reads: Formloom's signed JSON ("standard"), or a Slack or Discord message.
    kind: text("kind").notNull().default("standard"),
    secret: text("secret").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    // The circuit breaker (modules/webhooks/circuit-breaker.ts): failed deliveries in a row,
    // since when, and, once it trips, when and why the webhook was paused.
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    failingSince: timestamp("failing_since", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    pauseReason: text("pause_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A submission's lookup of the form's active webhooks, and the settings list.
  (table) => [index("webhooks_form_idx").on(table.formId)],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    // The X-Formloom-Delivery id: one per response and webhook, the same on every retry.
    id: uuid("id").notNull(),
    webhookId: uuid("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    attempt: integer("attempt").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.id, table.attempt] }),
    // The settings list of the last 50 attempts of one webhook, newest first, and their pruning.
    index("webhook_deliveries_webhook_idx").on(table.webhookId, table.createdAt.desc()),
  ],
);

// When each recipient's last mail about a form went: their next waits a minute after it.
export const formNotificationMarks = pgTable(
  "form_notification_marks",
  {
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    // A recipient's slot by both; a submission's enqueue reads the form's latest by the first.
    primaryKey({ columns: [table.formId, table.userId] }),
  ],
);

// Each respondent's copy of a response, once its mail is taken to be sent: a retried job finds
// it and sends nothing twice; the copies to one address in the last hour are its rate limit.
// The address is kept only as a hash (the job held the address itself, and is gone).
export const respondentCopies = pgTable(
  "respondent_copies",
  {
    responseId: uuid("response_id").primaryKey(),
    addressHash: text("address_hash").notNull(),
    // False when the address had had its copies for the hour: recorded, not sent, not counted.
    isSent: boolean("is_sent").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The rate limit counts one address's copies of the last hour.
    index("respondent_copies_address_idx").on(table.addressHash, table.createdAt),
    // The job's purge of copies older than a day.
    index("respondent_copies_created_at_idx").on(table.createdAt),
  ],
);

export const apiKeyScope = pgEnum("api_key_scope", ["read", "read-write"]);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: apiKeyScope("scope").notNull(),
    // The key's first characters, shown in the list so its owner can tell keys apart.
    prefix: text("prefix").notNull(),
    // SHA-256 of the whole key: the key itself is never stored.
    keyHash: text("key_hash").notNull(),
    // A key limited to one workspace reaches no other.
    workspaceId: uuid("workspace_id").references(() => workspaces.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    // Moved on at most once a minute, so a busy key does not write on every request.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Every request sent with a key looks it up by its hash.
    uniqueIndex("api_keys_key_hash_key").on(table.keyHash),
    // The profile page's list of the user's keys.
    index("api_keys_user_idx").on(table.userId),
  ],
);

/**
 * Append-only: what was done in a workspace (or, without one, to the installation), by whom,
 * when. Written in the transaction of the change it describes; removed only by retention.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    // Null for the installation's own events (admin sign-ins, deactivations, patterns).
    workspaceId: uuid("workspace_id").references(() => workspaces.id, { onDelete: "cascade" }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    // The key the change was made with; kept after the key is revoked.
    actorApiKeyId: uuid("actor_api_key_id"),
    // Who it was at the time, so the entry still reads after the account is gone.
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    // Stored only when AUDIT_LOG_IP=true.
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (table) => [
    // The log page: a workspace's events, newest first, paged.
    index("audit_events_workspace_idx").on(
      table.workspaceId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // Retention deletes by age.
    index("audit_events_created_idx").on(table.createdAt),
  ],
);
// Who an OpenID provider's account is here: found by the provider's issuer and subject, so a later
// change of the email at the provider still reaches the same account.
export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // Every SSO sign-in looks the identity up by issuer and subject.
    uniqueIndex("oidc_identities_issuer_subject_key").on(table.issuer, table.subject),
    // Deleting a user cascades through user_id.
    index("oidc_identities_user_idx").on(table.userId),
  ],
);

// The one-time code an SSO sign-in hands the web app, which trades it for the session: the session
// token itself never travels in a URL. Stored hashed, short-lived and single use.
export const ssoSignInCodes = pgTable(
  "sso_sign_in_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  // The sweep of expired codes: WHERE expires_at < now().
  (table) => [index("sso_sign_in_codes_expires_idx").on(table.expiresAt)],
);

// The authenticator app's TOTP secret, encrypted with a key derived from the master secret. A row
// whose user has no two_factor_enabled_at is a set-up not yet confirmed.
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  encryptedSecret: text("encrypted_secret").notNull(),
  // The time step of the last code accepted: a code is refused at or before it, so none serves twice.
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the code (80 random bits): the code itself is shown once and never stored.
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // Sign-in with a recovery code looks it up by user and hash; regenerating deletes by user.
    uniqueIndex("two_factor_recovery_codes_user_hash_key").on(table.userId, table.codeHash),
  ],
);

// The browsers an installation admin has signed in from: a long-lived, httpOnly cookie carries a
// random token whose SHA-256 is kept here, so a sign-in from anywhere else is told in the audit log.
export const adminDevices = pgTable(
  "admin_devices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tokenHash] })],
);
