import { submitResponseReplySchema } from "@formloom/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const hasPet = {
  match: "all",
  conditions: [{ questionId: "pet", operator: "equals", value: "Yes" }],
};

// A pet owner's questions: asked only of those who have one; the quiz's cat question sits in a
// section shown to them only. The last question has no logic.
const PETS_QUIZ = formBody({
  title: "Pets and sums",
  isPublic: true,
  questions: [
    {
      key: "pet",
      questionType: "multipleChoice",
      questionText: "Do you have a pet?",
      options: ["Yes", "No"],
      required: true,
    },
    { questionType: "text", questionText: "Its name", required: true, logic: hasPet },
    {
      questionType: "checkbox",
      questionText: "Colours of its toys",
      options: ["Red", "Blue"],
      logic: hasPet,
    },
    { questionType: "section", questionText: "Pet quiz", logic: hasPet },
    {
      questionType: "multipleChoice",
      questionText: "Cats are mammals?",
      options: ["True", "False"],
      correctAnswer: ["True"],
      points: 3,
      feedback: { correct: "Right", incorrect: "Cats are mammals" },
    },
    { questionType: "section", questionText: "Sums" },
    {
      questionType: "multipleChoice",
      questionText: "2 + 2?",
      options: ["3", "4"],
      correctAnswer: ["4"],
      points: 2,
    },
  ],
});

type Ids = {
  pet: string;
  name: string;
  toys: string;
  petSection: string;
  cats: string;
  sums: string;
  sum: string;
};

describe.each(databaseKinds())("logic, sections and quiz points on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp(settings?: object) {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, { ...PETS_QUIZ, settings });
    const [pet, name, toys, petSection, cats, sums, sum] = form.questions.map(
      (q) => q._id,
    ) as string[];
    const ids = { pet, name, toys, petSection, cats, sums, sum } as Ids;
    return { owner, formId: form._id, ids };
  }
  const submit = (formId: string, answers: Record<string, unknown>, token?: string) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: {
        answers: Object.entries(answers).map(([questionId, answer]) => ({ questionId, answer })),
      },
      headers: token ? bearer(token) : {},
    });

  it("refuses an answer to a question the logic hides, and to a section", async () => {
    const { formId, ids } = await setUp();
    const hidden = await submit(formId, { [ids.pet]: "No", [ids.name]: "Rex", [ids.sum]: "4" });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errors).toEqual({
      [`answers.${ids.name}`]: "This question is hidden by the form's logic and takes no answer",
    });
    const inHiddenSection = await submit(formId, { [ids.pet]: "No", [ids.cats]: "True" });
    expect(Object.keys(inHiddenSection.json().errors)).toEqual([`answers.${ids.cats}`]);
    const section = await submit(formId, { [ids.pet]: "No", [ids.sums]: "x" });
    expect(section.statusCode).toBe(400);
    expect(section.json().errors).toEqual({ [`answers.${ids.sums}`]: "A section takes no answer" });
  });

  it("never requires a hidden question, and requires it once shown", async () => {
    const { formId, ids } = await setUp();
    expect((await submit(formId, { [ids.pet]: "No" })).statusCode).toBe(201);
    const shown = await submit(formId, { [ids.pet]: "Yes" });
    expect(shown.statusCode).toBe(400);
    expect(Object.keys(shown.json().errors)).toEqual([`answers.${ids.name}`]);
  });

  it("scores points over the scored questions shown, and tells the result with feedback", async () => {
    const { owner, formId, ids } = await setUp();
    // The cat question is hidden: 2 of 2 points.
    const noPet = await submit(formId, { [ids.pet]: "No", [ids.sum]: "4" });
    expect(noPet.statusCode, noPet.body).toBe(201);
    expect(noPet.json().data.result).toEqual({
      score: { correct: 2, total: 2, percentage: 100 },
      questions: [
        {
          questionId: ids.sum,
          isCorrect: true,
          pointsEarned: 2,
          points: 2,
          feedback: "",
          correctAnswer: null,
        },
      ],
    });
    // Shown and wrong: 2 of 5 points.
    const pet = await submit(formId, {
      [ids.pet]: "Yes",
      [ids.name]: "Tom",
      [ids.cats]: "False",
      [ids.sum]: "4",
    });
    expect(pet.statusCode, pet.body).toBe(201);
    expect(pet.json().data.result.score).toEqual({ correct: 2, total: 5, percentage: 40 });
    expect(pet.json().data.result.questions[0]).toEqual({
      questionId: ids.cats,
      isCorrect: false,
      pointsEarned: 0,
      points: 3,
      feedback: "Cats are mammals",
      correctAnswer: null,
    });
    const stored = await context.app.inject({
      method: "GET",
      url: `/api/responses/${formId}`,
      headers: bearer(owner),
    });
    expect(stored.json().data.map((r: { score: object }) => r.score)).toEqual([
      { correct: 2, total: 5, percentage: 40 },
      { correct: 2, total: 2, percentage: 100 },
    ]);
  });

  it("shows the correct answers when the quiz says so, and nothing for a quiz released later", async () => {
    const shows = await setUp({ quiz: { releaseScore: "immediately", showCorrectAnswers: true } });
    const reply = await submit(shows.formId, {
      [shows.ids.pet]: "Yes",
      [shows.ids.name]: "Tom",
      [shows.ids.cats]: "True",
      [shows.ids.sum]: "3",
    });
    expect(reply.json().data.result.questions).toMatchObject([
      { isCorrect: true, feedback: "Right", correctAnswer: ["True"] },
      { isCorrect: false, feedback: "", correctAnswer: ["4"] },
    ]);
    // The reply is sent as built, not through its schema: the schema would change nothing.
    expect(submitResponseReplySchema.parse(reply.json())).toEqual(reply.json());
    await context.database.reset();
    const later = await setUp({ quiz: { releaseScore: "later", showCorrectAnswers: true } });
    const hidden = await submit(later.formId, { [later.ids.pet]: "No", [later.ids.sum]: "4" });
    expect(hidden.statusCode).toBe(201);
    expect(hidden.json().data).toEqual({ _id: expect.any(String), result: null });
  });

  it("gives a survey no result", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({ isPublic: true, questions: [{ questionType: "text", questionText: "Hi?" }] }),
    );
    const reply = await submit(form._id, {});
    expect(reply.json().data.result).toBeNull();
  });

  it("shows an attempt's score on a later quiz once the owner released the scores after it", async () => {
    const { owner, formId, ids } = await setUp({
      quiz: { releaseScore: "later", showCorrectAnswers: false },
    });
    const ada = await signUp(context.app, context.mailer, "ada@example.org");
    const attempts = async () =>
      (
        await context.app.inject({
          method: "GET",
          url: `/api/quizzes/${formId}/attempts`,
          headers: bearer(ada),
        })
      ).json().data.attempts as Array<{ score: number | null; maxScore: number | null }>;
    const submittedScores = async () =>
      (
        await context.app.inject({
          method: "GET",
          url: "/api/responses/submitted",
          headers: bearer(ada),
        })
      )
        .json()
        .data.map((response: { score: object | null }) => response.score);
    expect((await submit(formId, { [ids.pet]: "No", [ids.sum]: "4" }, ada)).statusCode).toBe(201);
    expect(await attempts()).toMatchObject([{ score: null, maxScore: null }]);
    // Nor does the responses hub's Submitted tab tell it.
    expect(await submittedScores()).toEqual([null]);

    const released = await context.app.inject({
      method: "POST",
      url: `/api/forms/${formId}/release-scores`,
      headers: bearer(owner),
    });
    expect(released.statusCode).toBe(200);
    expect(await attempts()).toMatchObject([{ score: 2, maxScore: 2 }]);
    expect(await submittedScores()).toEqual([{ correct: 2, total: 2, percentage: 100 }]);

    // Submitted after the release: hidden until the next one.
    expect((await submit(formId, { [ids.pet]: "No", [ids.sum]: "3" }, ada)).statusCode).toBe(201);
    expect(await attempts()).toMatchObject([
      { score: null, maxScore: null },
      { score: 2, maxScore: 2 },
    ]);
    await context.app.inject({
      method: "POST",
      url: `/api/forms/${formId}/release-scores`,
      headers: bearer(owner),
    });
    expect(await attempts()).toMatchObject([
      { score: 0, maxScore: 2 },
      { score: 2, maxScore: 2 },
    ]);
    // Switched to immediate release: every score shows.
    await context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/settings`,
      payload: { quiz: { releaseScore: "immediately" } },
      headers: bearer(owner),
    });
    expect((await submit(formId, { [ids.pet]: "No", [ids.sum]: "4" }, ada)).statusCode).toBe(201);
    expect((await attempts())[0]).toMatchObject({ score: 2, maxScore: 2 });
  });

  async function seedAnswers() {
    const setup = await setUp();
    const { ids, formId } = setup;
    const sets = [
      {
        [ids.pet]: "Yes",
        [ids.name]: "Rex",
        [ids.toys]: ["Red"],
        [ids.cats]: "True",
        [ids.sum]: "4",
      },
      { [ids.pet]: "Yes", [ids.name]: "Tom", [ids.cats]: "False", [ids.sum]: "3" },
      { [ids.pet]: "Yes", [ids.name]: "Kit", [ids.toys]: ["Red", "Blue"], [ids.sum]: "4" },
      { [ids.pet]: "No", [ids.sum]: "4" },
      { [ids.pet]: "No", [ids.sum]: "3" },
    ];
    for (const answers of sets) {
      const reply = await submit(formId, answers);
      expect(reply.statusCode, reply.body).toBe(201);
    }
    return setup;
  }

  it("counts the percentages of a question logic may hide over the responses that saw it, as a recount finds", async () => {
    const { owner, formId, ids } = await seedAnswers();
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json().data;
    type Summary = {
      questionId: string;
      questionType: string;
      answeredCount: number;
      seenCount: number;
      options: Array<{ option: string; count: number; percentage: number }>;
    };
    const questions: Summary[] = summary.questions;
    // Sections are no questions of the summary.
    expect(questions.map((q) => q.questionId)).toEqual([
      ids.pet,
      ids.name,
      ids.toys,
      ids.cats,
      ids.sum,
    ]);
    const byId = Object.fromEntries(questions.map((q) => [q.questionId, q]));
    // Three pet owners saw the toys question, two answered it.
    expect(byId[ids.toys]).toMatchObject({
      answeredCount: 2,
      seenCount: 3,
      options: [
        { option: "Red", count: 2, percentage: 67 },
        { option: "Blue", count: 1, percentage: 33 },
      ],
    });
    // The cat question, in the pet owners' section: seen 3 times, answered twice.
    expect(byId[ids.cats]).toMatchObject({
      answeredCount: 2,
      seenCount: 3,
      options: [
        { option: "True", count: 1, percentage: 33 },
        { option: "False", count: 1, percentage: 33 },
      ],
    });
    // Without logic: every response saw it, shares of those who answered.
    expect(byId[ids.sum]).toMatchObject({
      answeredCount: 5,
      seenCount: 5,
      options: [
        { option: "3", count: 2, percentage: 40 },
        { option: "4", count: 3, percentage: 60 },
      ],
    });

    // The same figures recounted from the stored answers: a response saw the pet owners'
    // questions when it answered Yes to the first.
    const recount = await context.database.db.execute(sql`
      with answers as (
        select responses.id, a->>'questionId' as question_id, a->'answer' as answer
        from responses, jsonb_array_elements(responses.answers) as a
      ), saw as (
        select id from answers where question_id = ${ids.pet} and answer = '"Yes"'::jsonb
      )
      select
        (select count(*) from saw) as seen,
        (select count(*) from answers where question_id = ${ids.toys}
          and answer @> '["Red"]'::jsonb and id in (select id from saw)) as red,
        (select count(*) from answers where question_id = ${ids.cats}
          and answer = '"True"'::jsonb and id in (select id from saw)) as cats_true
    `);
    type Recount = { seen: string; red: string; cats_true: string };
    const [row] = (recount as unknown as { rows: Recount[] }).rows;
    const seen = Number(row?.seen);
    expect(byId[ids.toys]?.seenCount).toBe(seen);
    expect(byId[ids.cats]?.seenCount).toBe(seen);
    const red = byId[ids.toys]?.options.find((o) => o.option === "Red");
    expect(red?.count).toBe(Number(row?.red));
    expect(red?.percentage).toBe(Math.round((100 * Number(row?.red)) / seen));
    const catsTrue = byId[ids.cats]?.options.find((o) => o.option === "True");
    expect(catsTrue?.percentage).toBe(Math.round((100 * Number(row?.cats_true)) / seen));

    // Filtered to the pet owners and counted from the rows: the same shares of those who saw.
    const owners = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}?question=${ids.pet}&answer=Yes`,
      headers: bearer(owner),
    });
    const filtered: Summary[] = owners.json().data.questions;
    const filteredById = Object.fromEntries(filtered.map((q) => [q.questionId, q]));
    expect(owners.json().data.totalResponses).toBe(seen);
    expect(filteredById[ids.toys]).toEqual(byId[ids.toys]);
    expect(filteredById[ids.cats]).toEqual(byId[ids.cats]);
    expect(filteredById[ids.sum]?.seenCount).toBe(seen);
  });

  it("exports no column for a section", async () => {
    const { owner, formId } = await seedAnswers();
    const response = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${formId}/export`,
      headers: bearer(owner),
    });
    const [header, first] = response.body.replace("\uFEFF", "").split("\r\n");
    expect(header).toBe(
      '"Timestamp","Do you have a pet?","Its name","Colours of its toys","Cats are mammals?","2 + 2?"',
    );
    expect(first?.split(",").slice(1).join(",")).toBe('"Yes","Rex","Red","True","4"');
  });
});
