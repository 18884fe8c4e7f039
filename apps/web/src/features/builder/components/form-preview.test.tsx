import { changeQuestionType, type QuestionDraft, type QuestionType } from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQuestion } from "../utils/question-drafts";
import { applyNpsPreset } from "../utils/question-field-edits";
import { FormPreview } from "./form-preview";

let nextKey = 1;

function question(type: QuestionType, questionText: string, changes: Partial<QuestionDraft> = {}) {
  const key = nextKey++;
  return {
    ...changeQuestionType(
      createQuestion(() => key),
      type,
    ),
    questionText,
    ...changes,
  };
}

function renderPreview(questions: QuestionDraft[]) {
  render(<FormPreview title="Survey" description="" questions={questions} />);
}

describe("the preview of the new question types", () => {
  it("shows a dropdown, email, number and date as disabled inputs", () => {
    renderPreview([
      question("dropdown", "Colour", { options: ["Red", "Green"] }),
      question("email", "Email", { required: true }),
      question("number", "Team size"),
      question("date", "Start date"),
    ]);
    expect(screen.getByRole("combobox", { name: "Colour" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Email (required)" })).toHaveAttribute(
      "type",
      "email",
    );
    expect(screen.getByRole("spinbutton", { name: "Team size" })).toBeDisabled();
    expect(screen.getByLabelText("Start date")).toHaveAttribute("type", "date");
  });

  it("shows a scale as a row of radio buttons between its end labels", () => {
    const nps = applyNpsPreset(question("text", "Recommend us?"));
    renderPreview([nps]);
    const group = screen.getByRole("group", { name: "Recommend us?" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(
      Array.from({ length: 11 }, (_, value) => String(value)),
    );
    expect(radios.every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(within(group).getByText("Not at all likely")).toBeInTheDocument();
    expect(within(group).getByText("Extremely likely")).toBeInTheDocument();
  });

  it("shows a grid as a table of radio buttons, one group per row", () => {
    renderPreview([
      question("matrix", "Rate us", { rows: ["Design", "Speed"], options: ["Poor", "Good"] }),
    ]);
    const group = screen.getByRole("group", { name: "Rate us" });
    expect(
      within(group)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Poor", "Good"]);
    expect(
      within(group)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Design", "Speed"]);
    const speedGood = within(group).getByRole("radio", { name: "Speed: Good" });
    expect(speedGood).toBeDisabled();
    expect(speedGood).not.toHaveAttribute(
      "name",
      within(group).getByRole("radio", { name: "Design: Good" }).getAttribute("name"),
    );
  });

  it("shows a ranking as an ordered list of its options", () => {
    renderPreview([question("ranking", "Rank these", { options: ["Price", "Speed"] })]);
    const list = screen.getByRole("list", { name: "Rank these" });
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1.Price", "2.Speed"]);
    expect(within(list).getByRole("button", { name: "Move Price down" })).toBeDisabled();
  });
});

describe("the preview of a form with pages", () => {
  it("shows one page at a time with its title, 'Page N of M', Back and Next", async () => {
    const user = userEvent.setup();
    renderPreview([
      question("text", "Name"),
      question("section", "About your team", { description: "A few numbers." }),
      question("number", "Team size", {
        logic: { match: "all", conditions: [{ questionId: "x", operator: "answered" }] },
      }),
    ]);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Page 1 of 2" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(screen.getByRole("textbox", { name: "Name" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "About your team" })).toBeInTheDocument();
    expect(screen.getByText("A few numbers.")).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Team size" })).toBeDisabled();
    expect(screen.getByText("This question shows only when its conditions hold.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
    expect(screen.queryByRole("textbox", { name: "Name" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
  });

  it("shows one question per screen for the one-at-a-time layout, the section on its first", async () => {
    const user = userEvent.setup();
    const questions = [
      question("text", "Name"),
      question("text", "Role"),
      question("section", "About your team"),
      question("number", "Team size"),
    ];
    render(<FormPreview title="Survey" description="" questions={questions} layout="oneAtATime" />);
    expect(screen.getByRole("progressbar", { name: "Question 1 of 3" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toBeDisabled();
    expect(screen.queryByRole("textbox", { name: "Role" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Question 3 of 3")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "About your team" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Team size" })).toBeDisabled();
  });

  it("says nothing of pages for a form of one page", () => {
    renderPreview([question("text", "Name")]);
    expect(screen.queryByText(/^Page \d/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  });
});
