import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

const COUNTRIES = Array.from({ length: 100 }, (_, index) => `Country ${index + 1}`);

describe("DropdownAnswer", () => {
  it("is a select named by the question, with a Choose placeholder and every option", () => {
    renderQuestion({ questionType: "dropdown", questionText: "Country", options: COUNTRIES });
    const select = screen.getByRole("combobox", { name: "Country" });
    expect(select).toHaveDisplayValue("Choose");
    expect(screen.getAllByRole("option")).toHaveLength(101);
  });

  it("is reached by Tab, answers the option chosen, and the placeholder takes the answer back", async () => {
    const { user, lastAnswer } = renderQuestion({
      questionType: "dropdown",
      questionText: "Country",
      options: COUNTRIES,
    });
    const select = screen.getByRole("combobox", { name: "Country" });
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, "Country 42");
    expect(lastAnswer()).toBe("Country 42");
    await user.selectOptions(select, "Choose");
    expect(lastAnswer()).toBeUndefined();
  });

  it("says a required dropdown needs an answer, tied to the select", async () => {
    const { user } = renderQuestion({
      questionType: "dropdown",
      questionText: "Country",
      required: true,
      options: COUNTRIES,
    });
    await user.tab();
    await user.tab();
    const select = screen.getByRole("combobox", { name: /Country/ });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Please answer all required questions");
  });
});
