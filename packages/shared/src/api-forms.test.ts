import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  listFormsReplySchema,
  saveFormBodySchema,
  updateFormStatusBodySchema,
  viewFormReplySchema,
} from "./api-forms";
import type { Form } from "./entities";
import { DEFAULT_FORM_SETTINGS } from "./form-settings";
import { withQuestionDefaults } from "./question-types";

const now = "2025-01-02T03:04:05.000Z";
const form: Form = {
  _id: "0190a6d4-8c3a-7b2e-9f00-123456789abc",
  title: "Quiz",
  description: "",
  isPublic: true,
  createdAt: now,
  updatedAt: now,
  version: 1,
  responseCount: 0,
  workspaceId: "01950000-0000-7000-8000-0000000000aa",
  role: "owner",
  ownerId: "01950000-0000-7000-8000-0000000000c1",
  questions: [
    withQuestionDefaults({
      _id: "0190a6d4-8c3a-7b2e-9f00-000000000001",
      questionType: "multipleChoice",
      questionText: "2 + 2?",
      required: true,
      correctAnswer: ["4"],
      validations: {},
      options: ["3", "4"],
      maxRating: null,
      feedback: { correct: "Yes", incorrect: "Count again" },
    }),
  ],
  settings: DEFAULT_FORM_SETTINGS,
  translations: {},
  scoresReleasedAt: null,
  hasPassword: false,
  hiddenFields: [],
};

describe("form bodies", () => {
  it("save applies the builder rules", () => {
    const result = saveFormBodySchema.safeParse({ title: " ", questions: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Please add a title to your form",
      "Forms must have at least one question",
    ]);
  });

  it("save strips fields the server owns", () => {
    const body = saveFormBodySchema.parse({
      title: "Quiz",
      questions: [{ questionType: "text", questionText: "Name" }],
      createdAt: now,
      responses: [],
      responseCount: 99,
    });
    expect(Object.keys(body).sort()).toEqual(["description", "questions", "title"]);
  });

  it("status needs isPublic as a boolean", () => {
    expect(updateFormStatusBodySchema.safeParse({ isPublic: "true" }).success).toBe(false);
    expect(updateFormStatusBodySchema.parse({ isPublic: false })).toEqual({ isPublic: false });
  });
});

describe("form replies", () => {
  it("the public view never carries the correct answers, their feedback or closed settings", () => {
    const status = { isOpen: true, closedMessage: "", alreadyResponded: false };
    const reply = { statusCode: 200, message: "ok", data: { ...form, status } };
    const encoded = z.encode(viewFormReplySchema, reply);
    expect(encoded.data.questions[0]).not.toHaveProperty("correctAnswer");
    expect(encoded.data.questions[0]).not.toHaveProperty("feedback");
    expect(encoded.data).not.toHaveProperty("responseCount");
    expect(encoded.data.settings).not.toHaveProperty("responseLimit");
  });

  it("the dashboard list carries data and total", () => {
    const { questions, settings, scoresReleasedAt, ...rest } = form;
    const reply = {
      statusCode: 200,
      message: "ok",
      data: [
        {
          ...rest,
          questionCount: questions.length,
          acceptingResponses: true,
          views: 12,
          completionRate: 0.5,
        },
      ],
      total: 1,
    };
    expect(listFormsReplySchema.parse(reply).total).toBe(1);
    expect(listFormsReplySchema.safeParse({ ...reply, total: undefined }).success).toBe(false);
  });
});
