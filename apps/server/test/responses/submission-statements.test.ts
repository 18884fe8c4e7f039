import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// What a submission costs the database, counted where the server talks to PostgreSQL: every
// statement one more round trip for the busiest route (bench/submissions.mjs). A check that
// queried on every submission once cut the rate in half before anyone noticed; this names the
// statements a plain submission may send, so a new one is a decision, not an accident.

const SURVEY = formBody({
  isPublic: true,
  questions: [
    { questionType: "text", questionText: "Name", required: true },
    { questionType: "multipleChoice", questionText: "Pick", options: ["A", "B", "C"] },
    { questionType: "checkbox", questionText: "Tick", options: ["X", "Y", "Z"] },
    { questionType: "rating", questionText: "Rate", maxRating: 5 },
  ],
});

/** The statement's prepared name, or the first words of its text. */
function labelOf(query: unknown): string {
  if (typeof query === "string") return query.trim().split(/\s+/).slice(0, 3).join(" ");
  const { name, text } = query as { name?: string; text?: string };
  return name ?? labelOf(text ?? "");
}

/** Runs `work` and answers the statements the app sent to PostgreSQL meanwhile. */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client,
    ...args: Parameters<typeof query>
  ) {
    sent.push(labelOf(args[0]));
    return query.apply(this, args);
  } as typeof query);
  await work();
  vi.restoreAllMocks();
  return sent;
}

describe.skipIf(!databaseKinds().includes("postgres"))("a submission's statements", () => {
  // The job worker polls once in the file's life: no statement of its own in a counted window.
  const context = useTestApp("postgres", { jobs: { pollMs: 3_600_000 } });
  afterEach(() => vi.restoreAllMocks());

  async function publicSurvey() {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token, SURVEY);
    const [name, pick, tick, rate] = form.questions.map((question) => question._id);
    const submit = () =>
      context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: {
          answers: [
            { questionId: name, answer: "Ada" },
            { questionId: pick, answer: "B" },
            { questionId: tick, answer: ["X", "Z"] },
            { questionId: rate, answer: 4 },
          ],
        },
      });
    return submit;
  }

  it("reads the form and stores the response: two statements, nothing else", async () => {
    const submit = await publicSurvey();
    expect((await submit()).statusCode).toBe(201);
    let status = 0;
    const sent = await statementsOf(async () => {
      status = (await submit()).statusCode;
    });
    expect(status).toBe(201);
    expect(sent).toEqual(["find_form_with_questions", "formloom_store_responses"]);
  });

  it("shares reads of the form and statements among submissions arriving together", async () => {
    const submit = await publicSurvey();
    expect((await submit()).statusCode).toBe(201);
    let statuses: number[] = [];
    const sent = await statementsOf(async () => {
      const answered = await Promise.all(Array.from({ length: 20 }, submit));
      statuses = answered.map((response) => response.statusCode);
    });
    expect(statuses).toEqual(Array(20).fill(201));
    // Usually one of each; a busy machine may let a read finish before the last request comes.
    const times = (label: string) => sent.filter((sentLabel) => sentLabel === label).length;
    expect(new Set(sent)).toEqual(
      new Set(["find_form_with_questions", "formloom_store_responses"]),
    );
    expect(times("find_form_with_questions")).toBeLessThanOrEqual(4);
    expect(times("formloom_store_responses")).toBeLessThanOrEqual(4);
  });
});
