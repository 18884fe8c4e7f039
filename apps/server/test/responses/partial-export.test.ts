import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// The Unfinished tab's CSV (GET /api/forms/{id}/partials/export): the open partials of a form,
// oldest first, in the responses export's answer columns, every cell behind the formula guard.

const TWO_PAGES = formBody({
  title: "Planet quiz",
  isPublic: true,
  hiddenFields: ["source"],
  questions: [
    { questionType: "text", questionText: "Your name", required: true },
    { questionType: "section", questionText: "Part two" },
    {
      questionType: "checkbox",
      questionText: "Planets you like",
      options: ["Venus", "Earth"],
      required: true,
    },
  ],
  settings: { keepUnfinished: true },
});

const BOM = "\uFEFF";

describe.each(databaseKinds())("exporting unfinished responses on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, TWO_PAGES);
    const [name, , planets] = form.questions.map((q: { _id: string }) => q._id);
    return { owner, formId: form._id as string, name: name as string, planets: planets as string };
  }
  const save = async (formId: string, payload: object) => {
    const saved = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}/partial`,
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data as { resumeToken: string };
  };
  const exportAs = (formId: string, token?: string) =>
    context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}/partials/export`,
      headers: token ? bearer(token) : {},
    });

  it("writes each open partial: times, page reached, answers, hidden fields; formulas defused", async () => {
    const { owner, formId, name, planets } = await setUp();
    await save(formId, {
      answers: [{ questionId: name, answer: '=HYPERLINK("http://x")' }],
      pageReached: 0,
      hiddenFields: { source: "+mail" },
    });
    await save(formId, {
      answers: [
        { questionId: name, answer: "Ada" },
        { questionId: planets, answer: ["Venus", "Earth"] },
      ],
      pageReached: 1,
    });
    const submitted = await save(formId, {
      answers: [{ questionId: name, answer: "Grace" }],
      pageReached: 1,
    });
    const done = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: {
        resumeToken: submitted.resumeToken,
        answers: [
          { questionId: name, answer: "Grace" },
          { questionId: planets, answer: ["Earth"] },
        ],
      },
    });
    expect(done.statusCode, done.body).toBe(201);

    const file = await exportAs(formId, owner);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toContain('filename="Planet quiz-unfinished.csv"');
    // The times as the database holds them, oldest first, recounted without the export's code.
    const stored = (await context.database.db.execute(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as started,
                 to_char(last_activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as active
          from partial_responses where form_id = ${formId} and submitted_at is null order by id`,
    )) as unknown as { rows: { started: string; active: string }[] };
    const times = stored.rows;
    expect(times).toHaveLength(2);
    expect(file.body).toBe(
      [
        `${BOM}"Started","Last activity","Page reached","Your name","Planets you like","source"`,
        `"${times[0]?.started}","${times[0]?.active}",1,"'=HYPERLINK(""http://x"")","","'+mail"`,
        `"${times[1]?.started}","${times[1]?.active}",2,"Ada","Venus; Earth",""`,
        "",
      ].join("\r\n"),
    );
  });

  it("answers only the headings without partials; 401 signed out, 404 to a stranger", async () => {
    const { owner, formId } = await setUp();
    const empty = await exportAs(formId, owner);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe(
      `${BOM}"Started","Last activity","Page reached","Your name","Planets you like","source"\r\n`,
    );
    expect((await exportAs(formId)).statusCode).toBe(401);
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    expect((await exportAs(formId, stranger)).statusCode).toBe(404);
  });
});
