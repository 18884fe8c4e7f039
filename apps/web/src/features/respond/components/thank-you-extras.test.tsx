import type { SubmissionResult } from "@formloom/shared";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makePublicForm, makeQuestion } from "../testing/render-question";
import { navigateTo } from "../utils/navigate-to";
import { ThankYou } from "./thank-you";

vi.mock("../utils/navigate-to", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../utils/navigate-to")>()),
  navigateTo: vi.fn(),
}));

const id = (n: number) => `0193a000-0000-7000-8000-00000000003${n}`;
const QUESTIONS = [
  makeQuestion({
    _id: id(1),
    questionType: "multipleChoice",
    questionText: "Capital of France?",
    options: ["Paris", "Lyon"],
    points: 2,
  }),
  makeQuestion({
    _id: id(2),
    questionType: "checkbox",
    questionText: "Primary colours",
    options: ["Red", "Green", "Blue"],
  }),
];
const FORM = makePublicForm({ title: "Quiz", questions: QUESTIONS });
const RESULT: SubmissionResult = {
  score: { correct: 2, total: 3, percentage: 67 },
  questions: [
    {
      questionId: id(1),
      isCorrect: true,
      pointsEarned: 2,
      points: 2,
      feedback: "Well done!",
      correctAnswer: ["Paris"],
    },
    {
      questionId: id(2),
      isCorrect: false,
      pointsEarned: 0,
      points: 1,
      feedback: "",
      correctAnswer: ["Red", "Blue"],
    },
  ],
};
const ANSWERS = [
  { questionId: id(1), answer: "Paris" },
  { questionId: id(2), answer: ["Red", "Green"] },
];

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(navigateTo).mockReset();
});

describe("ThankYou with a quiz result", () => {
  it("shows the score in points and percent, each question right or wrong, the feedback and the correct answers", async () => {
    render(
      <ThankYou
        form={FORM}
        submission={{ result: RESULT, answers: ANSWERS }}
        onAnswerAgain={() => {}}
      />,
    );
    const score = await screen.findByRole("region", { name: "Your score" });
    expect(score).toHaveTextContent("2 / 3 points · 67%");
    expect(within(score).getByRole("progressbar", { name: "Score: 67%" })).toHaveAttribute(
      "aria-valuenow",
      "67",
    );
    const [capital, colours] = within(score).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(capital).toHaveTextContent("Capital of France?");
    expect(capital).toHaveTextContent("2 / 2 points");
    expect(within(capital).getByText("Correct")).toBeVisible();
    expect(capital).toHaveTextContent("Your answer: Paris");
    expect(within(capital).getByText("Well done!")).toBeVisible();
    expect(colours).toHaveTextContent("0 / 1 point");
    expect(within(colours).getByText("Incorrect")).toBeVisible();
    expect(colours).toHaveTextContent("Your answer: Red and Green");
    expect(colours).toHaveTextContent("Correct answer: Red and Blue");
  });

  it("shows no correct answer the quiz keeps to itself, and no result for a survey", async () => {
    const hidden = {
      ...RESULT,
      questions: RESULT.questions.map((mark) => ({ ...mark, correctAnswer: null })),
    };
    const { unmount } = render(
      <ThankYou
        form={FORM}
        submission={{ result: hidden, answers: ANSWERS }}
        onAnswerAgain={() => {}}
      />,
    );
    expect(await screen.findByRole("region", { name: "Your score" })).toBeVisible();
    expect(screen.queryByText(/Correct answer:/)).toBeNull();
    unmount();
    render(
      <ThankYou
        form={FORM}
        submission={{ result: null, answers: ANSWERS }}
        onAnswerAgain={() => {}}
      />,
    );
    expect(screen.queryByRole("region", { name: "Your score" })).toBeNull();
  });
});

describe("ThankYou with the owner's page to go on to", () => {
  const withRedirect = (redirectUrl: string | null) =>
    makePublicForm({ settings: { ...FORM.settings, redirectUrl } });

  // The notice is a chunk of its own: its countdown starts once it has loaded.
  async function renderThankYou(redirectUrl: string) {
    render(<ThankYou form={withRedirect(redirectUrl)} onAnswerAgain={() => {}} />);
    await act(async () => {
      await import("./redirect-notice");
    });
  }

  it("counts down on screen, then opens the owner's page, with a link to go now", async () => {
    vi.useFakeTimers();
    await renderThankYou("https://example.org/next");
    expect(screen.getByText(/Taking you to/)).toHaveTextContent(
      "Taking you to example.org in 5 seconds…",
    );
    expect(screen.getByRole("link", { name: "Go now" })).toHaveAttribute(
      "href",
      "https://example.org/next",
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText(/Taking you to/)).toHaveTextContent("in 3 seconds…");
    expect(navigateTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(navigateTo).toHaveBeenCalledWith("https://example.org/next");
  });

  it("stays when the respondent asks to", async () => {
    vi.useFakeTimers();
    await renderThankYou("https://example.org/next");
    fireEvent.click(screen.getByRole("button", { name: "Stay on this page" }));
    act(() => vi.advanceTimersByTime(6000));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByText("You are staying on this page.")).toBeVisible();
  });

  it("embedded, never moves its frame: the owner's page opens in a new tab on a click", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/forms/f/view?embed=1");
    try {
      await renderThankYou("https://example.org/next");
      expect(screen.getByText(/Next: a page on/)).toHaveTextContent(
        "Next: a page on example.org, in a new tab.",
      );
      const link = screen.getByRole("link", { name: "Go now" });
      expect(link).toHaveAttribute("href", "https://example.org/next");
      expect(link).toHaveAttribute("target", "_blank");
      act(() => vi.advanceTimersByTime(10_000));
      expect(navigateTo).not.toHaveBeenCalled();
      expect(screen.queryByText(/Taking you to/)).toBeNull();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("follows only an https address", async () => {
    await renderThankYou("javascript:alert(1)");
    expect(screen.queryByRole("link", { name: "Go now" })).toBeNull();
  });
});
