import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const QUIZ = formBody({
  title: 'Q3 "survey", =draft',
  isPublic: true,
  questions: [
    {
      questionType: "multipleChoice",
      questionText: "Capital of France?",
      options: ["Paris", "Lyon"],
      correctAnswer: ["Paris"],
    },
    {
      questionType: "checkbox",
      questionText: "Primes?",
      options: ["2", "3", "4"],
      correctAnswer: ["2", "3"],
    },
    { questionType: "rating", questionText: "Rate us", maxRating: 3 },
    { questionType: "text", questionText: "Comment, please" },
  ],
});

describe.each(databaseKinds())("responses analytics and export on %s", (kind) => {
  const context = useTestApp(kind);

  async function seed() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, QUIZ);
    const [mc, cb, rating, text] = form.questions.map((q) => q._id) as [
      string,
      string,
      string,
      string,
    ];
    const answerSets = [
      // 2 of 2 correct: 100%
      [
        { questionId: mc, answer: "Paris" },
        { questionId: cb, answer: ["3", "2"] },
        { questionId: rating, answer: 3 },
        { questionId: text, answer: 'Great, "really"\nthanks' },
      ],
      // 1 of 2: 50%
      [
        { questionId: mc, answer: "Paris" },
        { questionId: cb, answer: ["2"] },
        { questionId: rating, answer: 3 },
        { questionId: text, answer: "=SUM(A1:A9)" },
      ],
      // 0 of 2: 0%
      [
        { questionId: mc, answer: "Lyon" },
        { questionId: rating, answer: 1 },
      ],
    ];
    for (const answers of answerSets) {
      const response = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers },
      });
      expect(response.statusCode).toBe(201);
    }
    return { owner, formId: form._id, ids: { mc, cb, rating, text } };
  }

  it("counts the summary in SQL exactly as computed by hand", async () => {
    const { owner, formId, ids } = await seed();
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json().data;
    expect(summary).toMatchObject({
      version: 1,
      totalResponses: 3,
      averageScore: 50,
      highestScore: 100,
      lowestScore: 0,
    });
    expect(summary.versions).toEqual([
      { version: 1, createdAt: expect.any(String), responseCount: 3 },
    ]);
    const byId = Object.fromEntries(
      summary.questions.map((q: { questionId: string }) => [q.questionId, q]),
    );
    expect(byId[ids.mc]).toMatchObject({
      answeredCount: 3,
      options: [
        { option: "Paris", count: 2, percentage: 67, isCorrect: true },
        { option: "Lyon", count: 1, percentage: 33, isCorrect: false },
      ],
    });
    expect(byId[ids.cb]).toMatchObject({
      answeredCount: 2,
      options: [
        { option: "2", count: 2, percentage: 100, isCorrect: true },
        { option: "3", count: 1, percentage: 50, isCorrect: true },
        { option: "4", count: 0, percentage: 0, isCorrect: false },
      ],
    });
    expect(byId[ids.rating].options.map((o: { count: number }) => o.count)).toEqual([1, 0, 2]);
    expect(byId[ids.text]).toMatchObject({ answeredCount: 2, options: [] });
  });

  it("lists individual responses newest first, paged, for the owner only", async () => {
    const { owner, formId } = await seed();
    const page = await context.app.inject({
      method: "GET",
      url: `/api/responses/${formId}?limit=2`,
      headers: bearer(owner),
    });
    expect(page.json().total).toBe(3);
    expect(
      page.json().data.map((r: { score: { percentage: number } }) => r.score.percentage),
    ).toEqual([0, 50]);
    const stranger = await signUp(context.app, context.mailer, "eve@example.org");
    for (const url of [
      `/api/responses/${formId}`,
      `/api/responses/form/${formId}`,
      `/api/responses/form/${formId}/export`,
    ]) {
      expect(
        (await context.app.inject({ method: "GET", url, headers: bearer(stranger) })).statusCode,
        url,
      ).toBe(404);
    }
    expect(
      (
        await context.app.inject({
          method: "GET",
          url: `/api/responses/form/${formId}?version=7`,
          headers: bearer(owner),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("exports the CSV byte for byte: BOM, quoting, neutralised formulas, file name", async () => {
    const { owner, formId } = await seed();
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="Q3 _survey_, =draft-responses.csv"',
    );
    const rows = response.rawPayload.toString("utf8").split("\r\n");
    expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(rows[0]).toBe(
      '\uFEFF"Timestamp","Capital of France?","Primes?","Rate us","Comment, please"',
    );
    const stamp = '"\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z"';
    expect(rows[1]).toMatch(
      new RegExp(`^${stamp},"Paris","3; 2","3","Great, ""really""\nthanks"$`),
    );
    expect(rows[2]).toMatch(new RegExp(`^${stamp},"Paris","2","3","'=SUM\\(A1:A9\\)"$`));
    expect(rows[3]).toMatch(new RegExp(`^${stamp},"Lyon","","1",""$`));
    expect(rows[4]).toBe("");
  });

  it("names the export in a header every client reads: an ASCII name and the exact UTF-8 one", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, formBody({ title: `Tom's "quiz" — café` }));
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${form._id}/export`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Tom's _quiz_ ? caf?-responses.csv"; ` +
        "filename*=UTF-8''Tom%27s%20_quiz_%20%E2%80%94%20caf%C3%A9-responses.csv",
    );
  });

  it("compresses the export for a client that accepts it, to the same bytes", async () => {
    const { owner, formId } = await seed();
    const exportWith = (acceptEncoding: string) =>
      context.app.inject({
        method: "GET",
        url: `/api/responses/form/${formId}/export`,
        headers: { ...bearer(owner), "accept-encoding": acceptEncoding },
      });
    const plain = await exportWith("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gzipped = await exportWith("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    const brotli = await exportWith("br, gzip");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("shows a signed-in respondent their own attempts, and the hub both sides", async () => {
    const { owner, formId, ids } = await seed();
    const ada = await signUp(context.app, context.mailer, "ada@example.org");
    for (const answer of ["Lyon", "Paris"]) {
      await context.app.inject({
        method: "POST",
        url: `/api/responses/${formId}`,
        payload: { answers: [{ questionId: ids.mc, answer }] },
        headers: bearer(ada),
      });
    }
    const attempts = await context.app.inject({
      method: "GET",
      url: `/api/quizzes/${formId}/attempts`,
      headers: bearer(ada),
    });
    expect(attempts.json().data).toMatchObject({
      id: formId,
      title: 'Q3 "survey", =draft',
      attempts: [
        { score: 1, maxScore: 2 },
        { score: 0, maxScore: 2 },
      ],
    });
    const submitted = (
      await context.app.inject({
        method: "GET",
        url: "/api/responses/submitted",
        headers: bearer(ada),
      })
    ).json();
    expect(submitted.total).toBe(2);
    expect(submitted.data[0]).toMatchObject({
      formId,
      formTitle: 'Q3 "survey", =draft',
      score: { correct: 1, total: 2, percentage: 50 },
    });
    const received = (
      await context.app.inject({
        method: "GET",
        url: "/api/responses/received",
        headers: bearer(owner),
      })
    ).json();
    expect(received.total).toBe(5);
    expect(received.data[0]).toMatchObject({ respondentEmail: "ada@example.org", formId });
    const none = await context.app.inject({
      method: "GET",
      url: `/api/quizzes/${formId}/attempts`,
      headers: bearer(owner),
    });
    expect(none.json().data.attempts).toEqual([]);
  });
});
