import {
  applyNpsPreset,
  changeQuestionType,
  createQuestion,
  type QuestionDraft,
  type QuestionType,
} from "@formloom/shared";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
