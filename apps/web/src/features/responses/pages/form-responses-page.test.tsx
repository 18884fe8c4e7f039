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
    workspaceId: "01950000-0000-7000-8000-0000000000aa",
    role: "owner",
    ownerId: "01950000-0000-7000-8000-0000000000c1",
    settings: DEFAULT_FORM_SETTINGS,
    scoresReleasedAt: null,
    hasPassword: false,
    hiddenFields: [],
    translations: {},
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
  languages: [],
  variables: [],
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
  hiddenFields: {},
  respondentName: "Guest User",
  respondentEmail: "guest@anonymous.invalid",
  answers: [],
  score: { correct: 0, total: 2, percentage: 0 },
  variables: {},
  language: "en",
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
    const second = main.getByRole("article", { name: "Response #1" });
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
      ["Guest User", "-", expect.any(String), "1/2", "50%", "Needs Improvement"],
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
    // The funnel may already count visits: its tab is there beside the empty first tab.
    expect(main.getByRole("tab", { name: "Funnel" })).toBeVisible();
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

describe("FormResponsesPage: delete and filter", () => {
  const queriesOf = (fetchMock: ReturnType<typeof vi.fn>, path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));

  it("deletes one response from its card after a confirmation that says how many", async () => {
    storeUserSession();
    const DELETE_ONE = `DELETE /api/responses/${FORM_ID}/${RESPONSES[0]?._id}`;
    const api = mockApi({
      [`GET /api/responses/form/${FORM_ID}`]: ok(SUMMARY),
      [`GET /api/responses/${FORM_ID}`]: {
        body: { statusCode: 200, message: "ok", data: RESPONSES, total: 2 },
      },
      [DELETE_ONE]: ok({ deleted: 1 }, "Response deleted"),
    });
    const { main, user } = await openRoute(`/forms/${FORM_ID}/responses`);
    await user.click(await main.findByRole("button", { name: "Delete response #2" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete 1 response?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Response deleted")).toBeInTheDocument();
    expect(api.callsTo(DELETE_ONE)).toHaveLength(1);
    // The list and the summary read again.
    expect(api.callsTo(`GET /api/responses/${FORM_ID}`).length).toBeGreaterThan(1);
  });

  it("deletes the selected responses together", async () => {
    storeUserSession();
    const DELETE_MANY = `POST /api/responses/${FORM_ID}/delete`;
    const api = mockApi({
      [`GET /api/responses/form/${FORM_ID}`]: ok(SUMMARY),
      [`GET /api/responses/${FORM_ID}`]: {
        body: { statusCode: 200, message: "ok", data: RESPONSES, total: 2 },
      },
      [DELETE_MANY]: ok({ deleted: 2 }, "2 responses deleted"),
    });
    const { main, user } = await openRoute(`/forms/${FORM_ID}/responses`);
    const deleteSelected = await main.findByRole("button", { name: "Delete selected" });
    expect(deleteSelected).toBeDisabled();
    await user.click(main.getByRole("checkbox", { name: "Select response #2" }));
    await user.click(main.getByRole("checkbox", { name: "Select response #1" }));
    expect(main.getByText("2 selected")).toBeInTheDocument();
    expect(main.getByRole("checkbox", { name: "Select all on this page" })).toBeChecked();
    await user.click(deleteSelected);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete 2 responses?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("2 responses deleted")).toBeInTheDocument();
    expect(api.callsTo(DELETE_MANY)[0]?.body).toEqual({ ids: RESPONSES.map((r) => r._id) });
  });

  it("reads the filters from the address, sends them, and writes new ones there", async () => {
    storeUserSession();
    const api = mockResponses();
    const { main, user, router } = await openRoute(
      `/forms/${FORM_ID}/responses?from=2026-03-01&q=blue`,
    );
    const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    await main.findByRole("article", { name: "Response #2 ada@example.org" });
    expect(main.getByLabelText("From")).toHaveValue("2026-03-01");
    expect(main.getByLabelText("Search text answers")).toHaveValue("blue");
    const expected = { from: "2026-03-01", q: "blue" };
    expect(queriesOf(api.fetchMock, `/api/responses/form/${FORM_ID}`)[0]).toMatchObject(expected);
    expect(queriesOf(api.fetchMock, `/api/responses/${FORM_ID}`)[0]).toMatchObject(expected);

    await user.clear(main.getByLabelText("Search text answers"));
    await user.type(main.getByLabelText("Search text answers"), "red");
    await user.type(main.getByLabelText("To"), "2026-03-31");
    await user.click(main.getByRole("button", { name: "Apply filters" }));
    expect(address()).toEqual({ from: "2026-03-01", to: "2026-03-31", q: "red" });
    expect(queriesOf(api.fetchMock, `/api/responses/${FORM_ID}`).at(-1)).toMatchObject({
      q: "red",
      to: "2026-03-31",
    });

    await user.click(main.getByRole("button", { name: "Clear filters" }));
    expect(address()).toEqual({});
  });

  it("says when no response matches the filters, and keeps the filter bar", async () => {
    storeUserSession();
    mockResponses({ ...SUMMARY, totalResponses: 0, averageScore: null });
    const { main } = await openRoute(`/forms/${FORM_ID}/responses?q=nothing`);
    expect(await main.findByText("No responses match these filters")).toBeVisible();
    expect(main.getByRole("form", { name: "Filter responses" })).toBeVisible();
    expect(main.queryByText("No responses yet")).toBeNull();
  });
});
