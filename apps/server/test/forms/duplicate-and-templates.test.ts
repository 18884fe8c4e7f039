import {
  DEFAULT_FORM_SETTINGS,
  FORM_TEMPLATES,
  FORM_TITLE_MAX,
  type Form,
  type FormTemplateDto,
  findLogicIssues,
  formDraftSchema,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// A public quiz with a page, logic, points, feedback and settings: everything a copy must keep.
const QUIZ_WITH_LOGIC = formBody({
  title: "Pets quiz",
  description: "For pet owners",
  isPublic: true,
  questions: [
    {
      key: "pet",
      questionType: "multipleChoice",
      questionText: "Do you have a pet?",
      options: ["Yes", "No"],
      required: true,
    },
    {
      questionType: "section",
      questionText: "About your pet",
      description: "Only pet owners see this page",
      logic: {
        match: "all",
        conditions: [{ questionId: "pet", operator: "equals", value: "Yes" }],
      },
    },
    {
      key: "age",
      questionType: "number",
      questionText: "How old is it?",
      validations: { min: 0, max: 40, integer: true },
    },
    {
      questionType: "multipleChoice",
      questionText: "Cats are mammals?",
      options: ["True", "False"],
      correctAnswer: ["True"],
      points: 3,
      feedback: { correct: "Right", incorrect: "They are" },
      logic: {
        match: "any",
        conditions: [
          { questionId: "pet", operator: "equals", value: "Yes" },
          { questionId: "age", operator: "greaterThan", value: 2 },
        ],
      },
    },
  ],
  settings: {
    ...DEFAULT_FORM_SETTINGS,
    confirmationMessage: "Thanks, pet lover",
    responseLimit: 50,
    quiz: { releaseScore: "later", showCorrectAnswers: true },
  },
});

describe.each(databaseKinds())("duplicating forms and templates on %s", (kind) => {
  const context = useTestApp(kind);
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");
  const duplicate = (formId: string, token?: string) =>
    context.app.inject({
      method: "POST",
      url: `/api/forms/${formId}/duplicate`,
      headers: token ? bearer(token) : {},
    });
  const read = async (formId: string, token: string): Promise<Form> =>
    (await context.app.inject({ url: `/api/forms/${formId}`, headers: bearer(token) })).json().data;

  it("copies questions, logic, points, feedback and settings into a private version 1, without responses", async () => {
    const token = await owner();
    const created = await createForm(context.app, token, QUIZ_WITH_LOGIC);
    const [petId] = created.questions.map((question) => question._id);
    const submitted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${created._id}`,
      payload: { answers: [{ questionId: petId, answer: "No" }] },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    // A question change makes the original version 2; the copy starts again at 1.
    const original = await read(created._id, token);
    const edited = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${created._id}`,
      headers: bearer(token),
      payload: {
        ...QUIZ_WITH_LOGIC,
        questions: original.questions.map((question, index) =>
          index === 0 ? { ...question, required: false } : question,
        ),
      },
    });
    expect(edited.json().data.version).toBe(2);

    const response = await duplicate(created._id, token);
    expect(response.statusCode, response.body).toBe(201);
    const copy: Form = response.json().data;
    const source = await read(created._id, token);

    expect(copy._id).not.toBe(source._id);
    expect(copy).toMatchObject({
      title: "Copy of Pets quiz",
      description: "For pet owners",
      isPublic: false,
      version: 1,
      responseCount: 0,
      scoresReleasedAt: null,
    });
    expect(copy.settings).toEqual(source.settings);
    expect(copy.settings.quiz).toEqual({ releaseScore: "later", showCorrectAnswers: true });

    const sourceIds = source.questions.map((question) => question._id);
    const copyIds = copy.questions.map((question) => question._id);
    expect(copyIds.some((id) => sourceIds.includes(id))).toBe(false);
    const idInCopy = new Map(sourceIds.map((id, index) => [id, copyIds[index]]));
    // Everything but the ids is the same, and each condition reads the copy's own question.
    expect(copy.questions).toEqual(
      source.questions.map((question) => ({
        ...question,
        _id: idInCopy.get(question._id),
        logic: question.logic && {
          ...question.logic,
          conditions: question.logic.conditions.map((condition) => ({
            ...condition,
            questionId: idInCopy.get(condition.questionId),
          })),
        },
      })),
    );
    expect(copy.questions[3]).toMatchObject({
      points: 3,
      correctAnswer: ["True"],
      feedback: { correct: "Right", incorrect: "They are" },
    });
    expect(copy.questions[1]?.description).toBe("Only pet owners see this page");
    expect(findLogicIssues(copy.questions)).toEqual([]);

    const versions = await context.app.inject({
      url: `/api/forms/${copy._id}/versions`,
      headers: bearer(token),
    });
    expect(versions.json().data).toEqual([
      expect.objectContaining({ version: 1, responseCount: 0 }),
    ]);
    const listed = await context.app.inject({ url: "/api/forms", headers: bearer(token) });
    expect(listed.json().total).toBe(2);
    // The copy is private: respondents cannot open it; the original keeps its response.
    const view = await context.app.inject({ url: `/api/forms/${copy._id}/view` });
    expect(view.statusCode).toBe(404);
    expect((await read(created._id, token)).responseCount).toBe(1);
  });

  it("keeps the copy savable by the builder as it is", async () => {
    const token = await owner();
    const created = await createForm(context.app, token, QUIZ_WITH_LOGIC);
    const copy: Form = (await duplicate(created._id, token)).json().data;
    const saved = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${copy._id}`,
      headers: bearer(token),
      payload: { title: copy.title, description: copy.description, questions: copy.questions },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(1);
  });

  it("duplicates a private form of the owner", async () => {
    const token = await owner();
    const created = await createForm(context.app, token, formBody({ title: "Draft" }));
    const response = await duplicate(created._id, token);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ title: "Copy of Draft", isPublic: false });
  });

  it("keeps 'Copy of' within the title limit", async () => {
    const token = await owner();
    // The cut falls inside the emoji: it goes whole, never half.
    const longTitle = `${"T".repeat(FORM_TITLE_MAX - 9)}😀`;
    const created = await createForm(context.app, token, formBody({ title: longTitle }));
    const copy: Form = (await duplicate(created._id, token)).json().data;
    expect(copy.title.length).toBeLessThanOrEqual(FORM_TITLE_MAX);
    expect(copy.title).toBe(`Copy of ${"T".repeat(FORM_TITLE_MAX - 9)}`);
  });

  it("answers 404 for another user's form and a missing one, 401 without a session", async () => {
    const token = await owner();
    const created = await createForm(context.app, token, QUIZ_WITH_LOGIC);
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    const foreign = await duplicate(created._id, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Form not found");
    const missing = await duplicate("0190a0a0-0000-7000-8000-000000000000", token);
    expect(missing.statusCode).toBe(404);
    expect((await duplicate(created._id)).statusCode).toBe(401);
    expect((await duplicate("not-an-id", token)).statusCode).toBe(400);
    const listed = await context.app.inject({ url: "/api/forms", headers: bearer(stranger) });
    expect(listed.json().total).toBe(0);
  });

  it("lists every template as a valid form, and each becomes an ordinary form of its creator", async () => {
    const token = await owner();
    const response = await context.app.inject({ url: "/api/templates" });
    expect(response.statusCode).toBe(200);
    const templates: FormTemplateDto[] = response.json().data;
    expect(templates.map((template) => template.id)).toEqual(FORM_TEMPLATES.map((t) => t.id));
    expect(templates.length).toBeGreaterThanOrEqual(8);

    for (const template of templates) {
      const draft = formDraftSchema.safeParse(template.form);
      expect(draft.error?.issues ?? [], template.id).toEqual([]);
      expect(findLogicIssues(template.form.questions), template.id).toEqual([]);

      const created = await context.app.inject({
        method: "POST",
        url: "/api/forms",
        headers: bearer(token),
        payload: template.form,
      });
      expect(created.statusCode, `${template.id}: ${created.body}`).toBe(201);
      const form: Form = created.json().data;
      expect(form).toMatchObject({
        title: template.form.title,
        isPublic: false,
        version: 1,
        settings: template.form.settings,
      });
      expect(form.questions.map((question) => question.questionText)).toEqual(
        template.form.questions.map((question) => question.questionText),
      );
      // Conditions named keys in the template; stored, they name the new questions' ids.
      const ids = new Set(form.questions.map((question) => question._id));
      for (const question of form.questions) {
        for (const condition of question.logic?.conditions ?? []) {
          expect(ids.has(condition.questionId), template.id).toBe(true);
        }
      }
    }
    const listed = await context.app.inject({ url: "/api/forms", headers: bearer(token) });
    expect(listed.json().total).toBe(templates.length);
  });
});
