import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRowTexts } from "@/test/get-row-texts";
import { failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession } from "@/test/session-fixtures";

const QUIZ_ID = "0193a000-0000-7000-8000-0000000000f1";
const ATTEMPTS = `GET /api/quizzes/${QUIZ_ID}/attempts`;
const attempt = (n: number, score: number | null, maxScore: number | null) => ({
  id: `0193a000-0000-7000-8000-00000000000${n}`,
  score,
  maxScore,
  submittedAt: `2026-03-0${n}T10:00:00.000Z`,
});

afterEach(() => vi.unstubAllGlobals());

describe("QuizResultsPage", () => {
  it("shows the cards and the attempts newest first with their results", async () => {
    storeUserSession();
    mockApi({
      [ATTEMPTS]: ok({
        id: QUIZ_ID,
        title: "Capitals quiz",
        attempts: [attempt(3, 3, 4), attempt(1, 1, 4), attempt(2, 4, 4)],
      }),
    });
    const { main } = await openRoute(`/quizzes/${QUIZ_ID}/results`);
    expect(main.getByRole("heading", { level: 1, name: "Capitals quiz" })).toBeVisible();
    expect(main.getByText("Total Attempts").nextSibling).toHaveTextContent("3");
    expect(main.getByText("Average").nextSibling).toHaveTextContent("67%");
    expect(main.getByText("Highest").nextSibling).toHaveTextContent("100%");
    expect(main.getByText("Lowest").nextSibling).toHaveTextContent("25%");
    expect(getRowTexts(main.getByRole("table"))).toEqual([
      ["#3", expect.any(String), "3/4", "75%", "Good"],
      ["#2", expect.any(String), "4/4", "100%", "Excellent"],
      ["#1", expect.any(String), "1/4", "25%", "Failed"],
    ]);
    expect(main.getAllByRole("link", { name: "Back to Quizzes" })[0]).toHaveAttribute(
      "href",
      "/responses?tab=submitted",
    );
    expect(main.getAllByRole("link", { name: "Take Quiz Again" })[0]).toHaveAttribute(
      "href",
      `/forms/${QUIZ_ID}/view`,
    );
  });

  it("reads 'Score not released yet' for an attempt whose score is held back", async () => {
    storeUserSession();
    mockApi({
      [ATTEMPTS]: ok({
        id: QUIZ_ID,
        title: "Capitals quiz",
        attempts: [attempt(2, null, null), attempt(1, 3, 4)],
      }),
    });
    const { main } = await openRoute(`/quizzes/${QUIZ_ID}/results`);
    const rows = getRowTexts(main.getByRole("table"));
    expect(rows[0]?.slice(0, 3)).toEqual(["#2", expect.any(String), "Score not released yet"]);
    expect(rows[1]).toEqual(["#1", expect.any(String), "3/4", "75%", "Good"]);
    expect(main.getByText("Total Attempts").nextSibling).toHaveTextContent("2");
    expect(main.getByText("Average").nextSibling).toHaveTextContent("75%");
  });

  it("says 'No Attempts Yet' and 'Quiz Not Found'", async () => {
    storeUserSession();
    mockApi({ [ATTEMPTS]: ok({ id: QUIZ_ID, title: "Capitals quiz", attempts: [] }) });
    const first = await openRoute(`/quizzes/${QUIZ_ID}/results`);
    expect(first.main.getByRole("heading", { name: "No Attempts Yet" })).toBeVisible();
    first.unmount();

    mockApi({ [ATTEMPTS]: failWith("QUIZ_NOT_FOUND", "Quiz not found") });
    const { main } = await openRoute(`/quizzes/${QUIZ_ID}/results`);
    expect(main.getByRole("heading", { name: "Quiz Not Found" })).toBeVisible();
    expect(main.queryByRole("link", { name: "Take Quiz Again" })).toBeNull();
  });

  it("says 'Quiz Not Found' for a malformed id, and shows any other failure", async () => {
    storeUserSession();
    mockApi({ [ATTEMPTS]: failWith("VALIDATION_FAILED", "Invalid id") });
    const first = await openRoute(`/quizzes/${QUIZ_ID}/results`);
    expect(first.main.getByRole("heading", { name: "Quiz Not Found" })).toBeVisible();
    first.unmount();

    mockApi({ [ATTEMPTS]: failWith("INTERNAL_ERROR", "Internal Server Error") });
    const { main } = await openRoute(`/quizzes/${QUIZ_ID}/results`);
    expect(main.queryByRole("heading", { name: "Quiz Not Found" })).toBeNull();
    // On the page and in a toast.
    expect(await screen.findAllByText("Error while fetching Response")).toHaveLength(2);
  });
});
