import type { FormResponse, Question, ResponsesSummary } from "@formloom/shared";
import {
  DEFAULT_FORM_SETTINGS,
  EMPTY_TYPE_FIELDS,
  QUESTION_BEHAVIOUR_DEFAULTS,
} from "@formloom/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRowTexts } from "@/test/get-row-texts";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession } from "@/test/session-fixtures";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f1";
const q = (n: number) => `0193a000-0000-7000-8000-00000000000${n}`;
const AT = "2026-03-01T10:00:00.000Z";

const question = (
  n: number,
  fields: Pick<Question, "questionType" | "questionText"> & Partial<Question>,
): Question => ({
  _id: q(n),
  required: false,
  validations: {},
  options: [],
  maxRating: null,
  ...EMPTY_TYPE_FIELDS,
  ...QUESTION_BEHAVIOUR_DEFAULTS,
  correctAnswer: [],
  ...fields,
});

const SUMMARY: ResponsesSummary = {
  form: {
    _id: FORM_ID,
    title: "Capitals quiz",
    description: "",
    isPublic: true,
    createdAt: AT,
    updatedAt: AT,
    version: 2,
    responseCount: 2,
    settings: DEFAULT_FORM_SETTINGS,
    scoresReleasedAt: null,
    questions: [
      question(1, { questionType: "text", questionText: "Your name" }),
      question(2, {
        questionType: "multipleChoice",
        questionText: "Capital of France?",
        options: ["Paris", "Lyon"],
        correctAnswer: ["Paris"],
      }),
      question(3, {
        questionType: "checkbox",
        questionText: "Primary colours",
        options: ["Red", "Green", "Blue"],
        correctAnswer: ["Red", "Blue"],
      }),
    ],
  },
  version: 2,
  versions: [
    { version: 2, createdAt: AT, responseCount: 2 },
    { version: 1, createdAt: AT, responseCount: 1 },
  ],
  totalResponses: 2,
  averageScore: 75,
  highestScore: 100,
  lowestScore: 50,
  questions: [
    {
      questionId: q(1),
      questionText: "Your name",
      questionType: "text",
      answeredCount: 2,
      options: [],
    },
    {
      questionId: q(2),
      questionText: "Capital of France?",
      questionType: "multipleChoice",
      answeredCount: 2,
      options: [
        { option: "Paris", count: 2, percentage: 100, isCorrect: true },
        { option: "Lyon", count: 0, percentage: 0, isCorrect: false },
      ],
    },
    {
      questionId: q(3),
      questionText: "Primary colours",
      questionType: "checkbox",
      answeredCount: 2,
      options: [],
    },
  ],
};

const response = (n: number, fields: Partial<FormResponse>): FormResponse => ({
  _id: `0193a000-0000-7000-8000-0000000000a${n}`,
  formId: FORM_ID,
  version: 2,
  respondentName: "Guest User",
  respondentEmail: "guest@anonymous.invalid",
  answers: [],
  score: { correct: 0, total: 2, percentage: 0 },
  createdAt: AT,
  updatedAt: AT,
  ...fields,
});

const RESPONSES = [
  response(2, {
    respondentName: "Ada Lovelace",
    respondentEmail: "ada@example.org",
    answers: [
      { questionId: q(1), answer: "Ada" },
      { questionId: q(2), answer: "Paris" },
      { questionId: q(3), answer: ["Blue", "Red"] },
    ],
    score: { correct: 2, total: 2, percentage: 100 },
  }),
  response(1, {
    answers: [
      { questionId: q(2), answer: "Paris" },
      { questionId: q(3), answer: ["Red"] },
    ],
    score: { correct: 1, total: 2, percentage: 50 },
  }),
];

function mockResponses(summary = SUMMARY) {
  return mockApi({
    [`GET /api/responses/form/${FORM_ID}`]: ok(summary),
    [`GET /api/responses/${FORM_ID}`]: {
      body: { statusCode: 200, message: "ok", data: RESPONSES, total: 2 },
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("FormResponsesPage", () => {
  it("shows the score cards and each response with correct answers green and wrong ones red", async () => {
    storeUserSession();
    const api = mockResponses();
    const { main } = await openRoute(`/forms/${FORM_ID}/responses`);
    expect(main.getByRole("heading", { level: 1, name: "Capitals quiz" })).toBeVisible();
    expect(main.getByText("Total Responses").closest("dl")).toBeInTheDocument();
    expect(main.getByText("Total Responses").nextSibling).toHaveTextContent("2");
    expect(main.getByText("Average Score").nextSibling).toHaveTextContent("75%");
    expect(main.getByText("Highest Score").nextSibling).toHaveTextContent("100%");
    expect(main.getByText("Lowest Score").nextSibling).toHaveTextContent("50%");

    const first = await main.findByRole("article", { name: "Response #2 ada@example.org" });
    const verdicts = [...first.querySelectorAll("[data-verdict]")].map((row) =>
      row.getAttribute("data-verdict"),
    );
    expect(verdicts).toEqual(["unscored", "correct", "correct"]);
    const second = main.getByRole("article", { name: "Response #1 guest@anonymous.invalid" });
    const wrong = second.querySelector("[data-verdict='wrong']");
    expect(wrong).toHaveTextContent("Primary colours");
    expect(within(wrong as HTMLElement).getByText("Red").parentElement).toHaveClass(
      "text-destructive",
    );
    expect(within(second).getByText("No answer")).toBeVisible();
    expect(api.callsTo(`GET /api/responses/${FORM_ID}`)).toHaveLength(1);
  });

  it("shows the summary with counts and percentages, and the attempts with their results", async () => {
    storeUserSession();
    mockResponses();
    const { main, user } = await openRoute(`/forms/${FORM_ID}/responses`);
    await user.click(main.getByRole("tab", { name: "Summary" }));
    const chart = main.getByRole("figure", { name: "Capital of France?" });
    expect(within(chart).getByText("Paris")).toHaveClass("text-success");
    expect(within(chart).getByText("2 responses, 100%")).toBeInTheDocument();
    expect(main.getAllByText("View individual responses to read these answers.")).toHaveLength(2);

    await user.click(main.getByRole("tab", { name: "Attempts" }));
    const table = await main.findByRole("table");
    expect(getRowTexts(table)).toEqual([
      ["Ada Lovelace", "ada@example.org", expect.any(String), "2/2", "100%", "Excellent"],
      [
        "Guest User",
        "guest@anonymous.invalid",
        expect.any(String),
        "1/2",
        "50%",
        "Needs Improvement",
      ],
    ]);
    expect(new URLSearchParams(window.location.search).get("tab")).toBeNull();
  });

  it("shows the empty state, dashes for unscored cards and a disabled download without responses", async () => {
    storeUserSession();
    mockResponses({
      ...SUMMARY,
      totalResponses: 0,
      averageScore: null,
      highestScore: null,
      lowestScore: null,
    });
    const { main } = await openRoute(`/forms/${FORM_ID}/responses`);
    expect(main.getByText("No responses yet")).toBeVisible();
    expect(main.getByText("Share your form to collect responses")).toBeVisible();
    expect(main.getByText("Average Score").nextSibling).toHaveTextContent("—");
    expect(main.getByRole("button", { name: "Download Responses" })).toBeDisabled();
    expect(main.queryByRole("tab")).toBeNull();
  });

  it("releases the scores of a quiz that holds them back, and says so", async () => {
    storeUserSession();
    const RELEASE = `POST /api/forms/${FORM_ID}/release-scores`;
    const api = mockApi({
      [`GET /api/responses/form/${FORM_ID}`]: ok({
        ...SUMMARY,
        form: {
          ...SUMMARY.form,
          settings: {
            ...SUMMARY.form.settings,
            quiz: { releaseScore: "later", showCorrectAnswers: false },
          },
        },
      }),
      [`GET /api/responses/${FORM_ID}`]: {
        body: { statusCode: 200, message: "ok", data: RESPONSES, total: 2 },
      },
      [RELEASE]: ok({ _id: FORM_ID, scoresReleasedAt: "2026-03-02T09:00:00.000Z" }),
    });
    const { main, user } = await openRoute(`/forms/${FORM_ID}/responses`);
    expect(main.getByText(/Scores not released yet/)).toBeVisible();
    await user.click(main.getByRole("button", { name: "Release scores" }));
    expect(await screen.findByText("Scores released")).toBeInTheDocument();
    expect(api.callsTo(RELEASE)).toHaveLength(1);
    expect(
      main.getByText(/^Respondents see their scores once you release them\. Last released/),
    ).toBeVisible();
  });

  it("offers no release for a quiz that shows scores at once", async () => {
    storeUserSession();
    mockResponses();
    const { main } = await openRoute(`/forms/${FORM_ID}/responses`);
    expect(main.queryByRole("button", { name: "Release scores" })).toBeNull();
  });
});
