import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { hashPassword } from "../../src/lib/password-hash.js";
import { hashApiKey } from "../../src/modules/api-keys/key-secret.js";
import { MIGRATIONS_DIR } from "../../src/paths.js";
import { bearer, login, STRONG_PASSWORD } from "../support/accounts.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases.js";
import { createMemoryMailer } from "../support/memory-mailer.js";
import { testConfig } from "../support/test-app.js";

/** The last migration of the release before workspaces. */
const PREVIOUS_RELEASE = "0011_form_translations";

type JournalEntry = { tag: string; when: number };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** Applies the committed migrations up to `lastTag` as the previous release's server did. */
async function migrateUpTo(database: TestDatabase, lastTag: string): Promise<void> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8"));
  const entries: JournalEntry[] = journal.entries;
  const upTo = entries.slice(0, entries.findIndex((entry) => entry.tag === lastTag) + 1);
  await database.db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await database.db.execute(
    sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const entry of upTo) {
    const text = readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), "utf8");
    for (const statement of text.split("--> statement-breakpoint")) {
      if (statement.trim()) await database.db.execute(sql.raw(statement));
    }
    const hash = createHash("sha256").update(text).digest("hex");
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${entry.when})`,
    );
  }
}

const QUESTION_ID = randomUUID();
const FORM_QUESTIONS = [
  {
    _id: QUESTION_ID,
    questionType: "text",
    questionText: "Your name?",
    required: true,
    options: [],
    correctAnswer: [],
    points: 0,
    feedback: null,
    validations: {},
    logic: null,
    description: "",
    maxRating: 5,
  },
];

describe.each(databaseKinds())("the workspaces migration on %s", (kind) => {
  let database: TestDatabase;
  let app: App;
  const ada = { id: randomUUID(), email: "ada@example.org" };
  const grace = { id: randomUUID(), email: "grace@example.org" };
  const forms = { adaPublic: randomUUID(), adaPrivate: randomUUID(), gracePublic: randomUUID() };
  const webhookId = randomUUID();
  const apiKey = `flk_${"k".repeat(43)}`;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrate: false });
    await migrateUpTo(database, PREVIOUS_RELEASE);
    const passwordHash = await hashPassword(STRONG_PASSWORD);
    const db = database.db;
    for (const user of [ada, grace]) {
      await db.execute(sql`insert into users (id, name, email, password_hash, is_verified)
        values (${user.id}, 'Someone', ${user.email}, ${passwordHash}, true)`);
    }
    const ownerOf = { adaPublic: ada, adaPrivate: ada, gracePublic: grace };
    for (const [name, formId] of Object.entries(forms)) {
      const owner = ownerOf[name as keyof typeof forms];
      await db.execute(sql`insert into forms (id, owner_id, title, is_public)
        values (${formId}, ${owner.id}, ${name}, ${name !== "adaPrivate"})`);
      await db.execute(sql`insert into form_versions (id, form_id, version, questions)
        values (${randomUUID()}, ${formId}, 1, ${JSON.stringify(FORM_QUESTIONS)}::jsonb)`);
      await db.execute(sql`insert into responses
        (id, form_id, form_version, respondent_name, respondent_email, answers)
        values (${randomUUID()}, ${formId}, 1, '', '', ${JSON.stringify([{ questionId: QUESTION_ID, answer: "Old" }])}::jsonb)`);
    }
    await db.execute(sql`insert into webhooks (id, form_id, url, secret)
      values (${webhookId}, ${forms.adaPublic}, 'http://receiver.invalid:9/hook', 'whsec_old')`);
    await db.execute(sql`insert into api_keys (id, user_id, name, scope, prefix, key_hash)
      values (${randomUUID()}, ${ada.id}, 'Old key', 'read', ${apiKey.slice(0, 8)}, ${hashApiKey(apiKey)})`);

    await database.migrate();
    app = await buildApp({
      config: testConfig(),
      database,
      mailer: createMemoryMailer(),
    });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it("puts every existing form in its owner's personal workspace, owned by them", async () => {
    const rows = await database.db.execute<{
      form: string;
      owner: string;
      personal_of: string;
      role: string;
    }>(sql`
      select f.title as form, f.owner_id as owner, w.personal_of, m.role
      from forms f join workspaces w on w.id = f.workspace_id
      left join workspace_members m on m.workspace_id = w.id and m.user_id = f.owner_id
      order by f.title`);
    expect(rowsOf(rows)).toEqual([
      { form: "adaPrivate", owner: ada.id, personal_of: ada.id, role: "owner" },
      { form: "adaPublic", owner: ada.id, personal_of: ada.id, role: "owner" },
      { form: "gracePublic", owner: grace.id, personal_of: grace.id, role: "owner" },
    ]);
    const workspaces = await database.db.execute(sql`select count(*)::int as n from workspaces`);
    expect(rowsOf(workspaces)[0]).toEqual({ n: 2 });
  });

  it("keeps the public links answering and their responses counted", async () => {
    const view = await app.inject({ method: "GET", url: `/api/forms/${forms.adaPublic}/view` });
    expect(view.statusCode, view.body).toBe(200);
    const submitted = await app.inject({
      method: "POST",
      url: `/api/responses/${forms.gracePublic}`,
      payload: { answers: [{ questionId: QUESTION_ID, answer: "New" }] },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const hidden = await app.inject({ method: "GET", url: `/api/forms/${forms.adaPrivate}/view` });
    expect(hidden.statusCode).toBe(404);
  });

  it("keeps the API key reading its user's forms and responses", async () => {
    const listed = await app.inject({ method: "GET", url: "/api/forms", headers: bearer(apiKey) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed
        .json()
        .data.map((form: { title: string }) => form.title)
        .sort(),
    ).toEqual(["adaPrivate", "adaPublic"]);
    const responses = await app.inject({
      method: "GET",
      url: `/api/responses/${forms.adaPublic}`,
      headers: bearer(apiKey),
    });
    expect(responses.json().data.map((response: { answers: unknown }) => response.answers)).toEqual(
      [[{ questionId: QUESTION_ID, answer: "Old" }]],
    );
    const others = await app.inject({
      method: "GET",
      url: `/api/forms/${forms.gracePublic}`,
      headers: bearer(apiKey),
    });
    expect(others.statusCode).toBe(404);
  });

  it("keeps the webhook told of new responses, and the owner signing in to their dashboard", async () => {
    const submitted = await app.inject({
      method: "POST",
      url: `/api/responses/${forms.adaPublic}`,
      payload: { answers: [{ questionId: QUESTION_ID, answer: "Newer" }] },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const jobs = await database.db.execute(
      sql`select count(*)::int as n from jobs where payload->>'webhookId' = ${webhookId}`,
    );
    expect(rowsOf(jobs)[0]).toEqual({ n: 1 });

    const signedIn = await login(app, ada.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.token;
    const [personal] = (
      await app.inject({ method: "GET", url: "/api/workspaces", headers: bearer(token) })
    ).json().data;
    expect(personal).toMatchObject({ isPersonal: true, role: "owner", memberCount: 1 });
    const hooks = await app.inject({
      method: "GET",
      url: `/api/forms/${forms.adaPublic}/webhooks`,
      headers: bearer(token),
    });
    expect(hooks.json().data).toEqual([expect.objectContaining({ _id: webhookId })]);
  });
});
