import { RESPONDENT_MESSAGES, readPrefilledAnswers } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// A prefilled link only fills the form in the browser: the server checks what is submitted
// like any answer, so a hand-edited link cannot smuggle in a value the form does not allow.

const FORM = formBody({
  isPublic: true,
  questions: [
    { questionType: "text", questionText: "Team", validations: { maxLength: 5 } },
    { questionType: "multipleChoice", questionText: "Size", options: ["S", "M", "L"] },
    { questionType: "checkbox", questionText: "Extras", options: ["Tea", "Cake"] },
    { questionType: "rating", questionText: "Stars", maxRating: 3 },
  ],
});

describe.each(databaseKinds())("prefilled answers on %s", (kind) => {
  const context = useTestApp(kind);
  const setUp = async () => {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token, FORM);
    const [team, size, extras, stars] = form.questions.map((question) => question._id);
    return { formId: form._id, ids: { team, size, extras, stars } as Record<string, string> };
  };
  const submit = (formId: string, answers: Record<string, unknown>) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: {
        answers: Object.entries(answers).map(([questionId, answer]) => ({ questionId, answer })),
      },
    });

  it("stores what a prefilled link filled in once it is submitted", async () => {
    const { formId, ids } = await setUp();
    const view = await context.app.inject({ method: "GET", url: `/api/forms/${formId}/view` });
    const query = new URLSearchParams([
      [`prefill.${ids.team}`, "Blue"],
      [`prefill.${ids.size}`, "M"],
      [`prefill.${ids.extras}`, "Tea"],
      [`prefill.${ids.extras}`, "Cake"],
      [`prefill.${ids.stars}`, "3"],
    ]);
    const answers = readPrefilledAnswers(view.json().data.questions, query);
    expect(Object.keys(answers)).toHaveLength(4);
    const response = await submit(formId, answers);
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a prefilled value the question does not allow, like any answer", async () => {
    const { formId, ids } = await setUp();
    const response = await submit(formId, {
      [ids.team as string]: "Far too long",
      [ids.size as string]: "XL",
      [ids.extras as string]: ["Tea", "Wine"],
      [ids.stars as string]: 7,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      [`answers.${ids.team}`]: RESPONDENT_MESSAGES.answerLongerThan(5),
      [`answers.${ids.size}`]: RESPONDENT_MESSAGES.optionInvalid,
      [`answers.${ids.extras}`]: RESPONDENT_MESSAGES.optionInvalid,
      [`answers.${ids.stars}`]: RESPONDENT_MESSAGES.ratingInvalid(3),
    });
  });
});
