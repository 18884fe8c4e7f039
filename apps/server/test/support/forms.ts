import type { App } from "../../src/app.js";
import { bearer } from "./accounts.js";

type QuestionInput = Record<string, unknown>;

export function textQuestion(overrides: QuestionInput = {}): QuestionInput {
  return { questionType: "text", questionText: "What is your name?", required: true, ...overrides };
}

export function choiceQuestion(overrides: QuestionInput = {}): QuestionInput {
  return {
    questionType: "multipleChoice",
    questionText: "Best planet?",
    options: ["Mercury", "Venus", "Earth"],
    correctAnswer: ["Earth"],
    ...overrides,
  };
}

export function formBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Customer feedback",
    description: "Tell us",
    questions: [textQuestion()],
    ...overrides,
  };
}

/** The builder's save of a form holding this one question (titled "Q" unless it says). */
export function saveOneQuestion(app: App, token: string, question: QuestionInput) {
  return app.inject({
    method: "POST",
    url: "/api/forms",
    headers: bearer(token),
    payload: formBody({ questions: [{ questionText: "Q", ...question }] }),
  });
}

export async function createForm(
  app: App,
  token: string,
  body: Record<string, unknown> = formBody(),
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/forms",
    headers: bearer(token),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`create form failed: ${response.body}`);
  return response.json().data as {
    _id: string;
    version: number;
    questions: Array<{ _id: string }>;
  };
}
