import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { saveFormBodySchema } from "@formloom/shared";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { forms } from "../../src/db/schema.js";
import { createForm } from "../../src/modules/forms/service.js";
import {
  type NewResponse,
  STORE_RESPONSES_SQL,
  storeResponsesParams,
} from "../../src/modules/responses/submit/store-responses.js";
import { createSubmissionBatcher } from "../../src/modules/responses/submit/submission-batcher.js";
import { insertUser } from "../../src/modules/users/repo.js";
import { ownerAccess } from "../support/access.js";
import { createTestDatabase, databaseKinds } from "../support/databases.js";
import { choiceQuestion, formBody } from "../support/forms.js";
import { spawnTypeScript, waitForExit, waitForOutput } from "../support/processes.js";
import { useTestApp } from "../support/test-app.js";

// Group commit: submissions stored together by one statement per batch, each answered only
// once its batch has committed, and truthfully when a batch fails.

const PLANETS = ["Mercury", "Venus", "Earth"];
const TOPPINGS = ["Cheese", "Olives", "Basil", "Ham"];
const SURVEY = formBody({
  isPublic: true,
  questions: [
    choiceQuestion({ correctAnswer: [] }),
    { questionType: "checkbox", questionText: "Toppings?", options: TOPPINGS },
    { questionType: "rating", questionText: "Stars?", maxRating: 5 },
  ],
});

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: DatabaseHandle["db"], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

async function seedForm(db: DatabaseHandle["db"], email = "owner@example.org") {
  const owner = await insertUser(db, {
    name: "Ada",
    email,
    passwordHash: "not-a-hash",
    isVerified: true,
  });
  return createForm(db, { access: ownerAccess(owner.id), draft: saveFormBodySchema.parse(SURVEY) });
}

function newResponse(formId: string, questionId: string, option: string): NewResponse {
  return {
    row: {
      id: randomUUID(),
      formId,
      formVersion: 1,
      respondentId: null,
      respondentName: "Anonymous",
      hiddenFields: {},
      respondentEmail: "",
      answers: [{ questionId, answer: option }],
      score: 0,
      maxScore: 0,
      percentage: 0,
      variables: {},
      language: "en",
    },
    tallies: [
      { questionId, option: "" },
      { questionId, option },
    ],
  };
}

/** Every counter of the form against the stored answers, recounted in SQL. */
async function expectCountersToMatchRecount(db: DatabaseHandle["db"], formId: string) {
  const [stats] = await rowsOf<{ counted: number; stored: number }>(
    db,
    sql`select (select coalesce(sum(responses), 0)::int from response_stats where form_id = ${formId}) as counted,
               (select count(*)::int from responses where form_id = ${formId}) as stored`,
  );
  expect(stats?.counted).toBe(stats?.stored);
  const tallied = await rowsOf<{ question: string; option: string; n: number }>(
    db,
    sql`select question_id as question, option, sum(tally)::int as n from answer_tallies
        where form_id = ${formId} and option <> ' seen' group by 1, 2 order by 1, 2`,
  );
  const recounted = await rowsOf<{ question: string; option: string; n: number }>(
    db,
    sql`select question, option, count(*)::int as n from (
          select a->>'questionId' as question, '' as option from responses, jsonb_array_elements(answers) a
          where form_id = ${formId}
          union all
          select a->>'questionId', coalesce(choice.value, a->>'answer') from responses
          cross join jsonb_array_elements(answers) a
          left join lateral jsonb_array_elements_text(case jsonb_typeof(a->'answer') when 'array' then a->'answer' end) as choice(value) on true
          where form_id = ${formId}
        ) answered group by 1, 2 order by 1, 2`,
  );
  expect(tallied).toEqual(recounted);
}

describe.each(databaseKinds())("group commit on %s", (kind) => {
  describe("the batch statement", () => {
    const context = useTestApp(kind);
    const storeAll = (batch: NewResponse[]) =>
      context.database.executeNamed(
        "test_store_responses",
        STORE_RESPONSES_SQL,
        storeResponsesParams(batch),
      );

    it("stores waiting responses with one statement and answers each once it has committed", async () => {
      const form = await seedForm(context.database.db);
      const questionId = form.questions[0]?._id ?? "";
      const sizes: number[] = [];
      const batcher = createSubmissionBatcher(
        async (batch) => {
          sizes.push(batch.length);
          await storeAll(batch);
        },
        { maxSize: 64, maxWaitMs: 20 },
      );
      const responses = Array.from({ length: 10 }, (_, index) =>
        newResponse(form._id, questionId, PLANETS[index % 3] ?? ""),
      );
      await Promise.all(responses.map((response) => batcher.store(response)));
      expect(sizes).toEqual([10]);
      await expectCountersToMatchRecount(context.database.db, form._id);
    });

    it("counts each key of a mixed batch once per response: two forms, times to complete or none", async () => {
      const first = await seedForm(context.database.db);
      const second = await seedForm(context.database.db, "other@example.org");
      const batch = Array.from({ length: 40 }, (_, index) => {
        const form = index % 4 === 0 ? second : first;
        const response = newResponse(
          form._id,
          form.questions[0]?._id ?? "",
          PLANETS[index % 3] ?? "",
        );
        return { ...response, completionSeconds: index % 2 === 0 ? 30 : undefined };
      });
      const [, , tallies] = storeResponsesParams(batch);
      // Each form's answered key and its three planets, once each with its count.
      expect(JSON.parse(tallies)).toHaveLength(8);
      await storeAll(batch);
      for (const form of [first, second]) {
        await expectCountersToMatchRecount(context.database.db, form._id);
      }
      const steps = await rowsOf<{ form: string; step: string; n: number }>(
        context.database.db,
        sql`select form_id::text as form, step, sum(count)::int as n from funnel_counts
            where form_id in (${first._id}, ${second._id}) group by 1, 2 order by 1, 2`,
      );
      const timed = (formId: string) =>
        batch.filter((member) => member.row.formId === formId && member.completionSeconds);
      const submitted = (formId: string) => batch.filter((member) => member.row.formId === formId);
      expect(steps).toEqual(
        [first, second]
          .map((form) => form._id)
          .sort()
          .flatMap((formId) => [
            { form: formId, step: "submit", n: submitted(formId).length },
            { form: formId, step: expect.stringMatching(/^time:\d+$/), n: timed(formId).length },
          ]),
      );
    });

    it("answers a failed member alone: a form deleted meanwhile fails only its own responses", async () => {
      const kept = await seedForm(context.database.db);
      const gone = await seedForm(context.database.db, "other@example.org");
      const batcher = createSubmissionBatcher(storeAll, { maxSize: 64, maxWaitMs: 10_000 });
      const keptIds = [kept.questions[0]?._id ?? "", "Venus"] as const;
      const goneIds = [gone.questions[0]?._id ?? "", "Earth"] as const;
      const settled = Promise.allSettled([
        batcher.store(newResponse(kept._id, ...keptIds)),
        batcher.store(newResponse(gone._id, ...goneIds)),
        batcher.store(newResponse(kept._id, ...keptIds)),
        batcher.store(newResponse(gone._id, ...goneIds)),
      ]);
      // The batch is still waiting when its members' form goes.
      await context.database.db.delete(forms).where(eq(forms.id, gone._id));
      await batcher.drain();
      expect((await settled).map((outcome) => outcome.status)).toEqual([
        "fulfilled",
        "rejected",
        "fulfilled",
        "rejected",
      ]);
      const [stored] = await rowsOf<{ n: number }>(
        context.database.db,
        sql`select count(*)::int as n from responses where form_id = ${kept._id}`,
      );
      expect(stored?.n).toBe(2);
      await expectCountersToMatchRecount(context.database.db, kept._id);
    });
  });

  describe("through the API", () => {
    const context = useTestApp(kind);

    it("keeps every counter equal to a recount after 10,000 submissions, a thousand at once", async () => {
      const form = await seedForm(context.database.db);
      const [planet, toppings, stars] = form.questions.map((question) => question._id);
      const submit = (n: number) => {
        const chosen = TOPPINGS.filter((_, index) => ((n >> index) & 1) === 1);
        return context.app.inject({
          method: "POST",
          url: `/api/responses/${form._id}`,
          payload: {
            answers: [
              { questionId: planet, answer: PLANETS[n % 3] },
              ...(chosen.length > 0 ? [{ questionId: toppings, answer: chosen }] : []),
              { questionId: stars, answer: 1 + (n % 5) },
            ],
          },
        });
      };
      // Ten waves of a thousand at once: all ten thousand at once only measured how long the
      // pool's queue may be on a loaded machine (3 s, then 503), not the counters.
      const statuses: number[] = [];
      for (let wave = 0; wave < 10; wave += 1) {
        const answered = await Promise.all(
          Array.from({ length: 1000 }, (_, index) => submit(wave * 1000 + index)),
        );
        statuses.push(...answered.map((response) => response.statusCode));
      }
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      await expectCountersToMatchRecount(context.database.db, form._id);
    }, 180_000);
  });
});

describe.each(databaseKinds())("a kill -9 under batched submissions on %s", (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("loses no acknowledged response", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-batch-crash-"));
    let database: DatabaseHandle;
    let databaseUrl: string | undefined;
    if (kind === "postgres") {
      const created = await createTestDatabase("postgres");
      cleanups.push(created.destroy);
      database = created;
      databaseUrl = created.url;
    } else {
      database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      await database.migrate();
    }
    const form = await seedForm(database.db);
    if (kind === "pglite") await database.close();

    const server = spawnTypeScript("src/main.ts", {
      env: {
        DATA_DIR: dataDir,
        PORT: "0",
        HOST: "127.0.0.1",
        RATE_LIMIT_FACTOR: "100",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    cleanups.push(() => {
      server.kill("SIGKILL");
    });
    const [, url] = await waitForOutput(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const questionId = form.questions[0]?._id;
    const acknowledged: string[] = [];
    let killed = false;
    // Twenty clients submitting without pause, so responses travel in batches when it dies.
    const clients = Array.from({ length: 20 }, async () => {
      while (!killed) {
        try {
          const response = await fetch(`${url}/api/responses/${form._id}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ answers: [{ questionId, answer: "Venus" }] }),
          });
          if (response.status !== 201) continue;
          const { data } = (await response.json()) as { data: { _id: string } };
          acknowledged.push(data._id);
        } catch {
          return; // the server is gone
        }
      }
    });
    while (acknowledged.length < 500) await new Promise((resolve) => setTimeout(resolve, 10));
    const exited = waitForExit(server);
    server.kill("SIGKILL");
    killed = true;
    await exited;
    await Promise.all(clients);
    const seen = [...acknowledged];

    const reopened =
      kind === "pglite" ? await openDatabase({ pgliteDir: path.join(dataDir, "db") }) : database;
    if (kind === "pglite") cleanups.push(() => reopened.close());
    const stored = await rowsOf<{ id: string }>(
      reopened.db,
      sql`select id::text from responses where form_id = ${form._id}`,
    );
    const storedIds = new Set(stored.map((row) => row.id));
    expect(seen.filter((id) => !storedIds.has(id))).toEqual([]);
    await expectCountersToMatchRecount(reopened.db, form._id);
  }, 120_000);
});
