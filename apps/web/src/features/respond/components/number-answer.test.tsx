import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

describe("NumberAnswer", () => {
  it("is a number field bounded and stepped by the owner's rules, with the bounds as a hint", () => {
    renderQuestion({
      questionType: "number",
      questionText: "Guests",
      validations: { min: 1, max: 12, integer: true },
    });
    const input = screen.getByRole("spinbutton", { name: "Guests" });
    expect(input).toHaveAttribute("min", "1");
    expect(input).toHaveAttribute("max", "12");
    expect(input).toHaveAttribute("step", "1");
    expect(input).toHaveAttribute("inputmode", "numeric");
    expect(input).toHaveAccessibleDescription("A whole number from 1 to 12.");
  });

  it("takes decimals when the owner allows them", () => {
    renderQuestion({ questionType: "number", questionText: "Weight", validations: { min: 0 } });
    const input = screen.getByRole("spinbutton", { name: "Weight" });
    expect(input).toHaveAttribute("step", "any");
    expect(input).toHaveAttribute("inputmode", "decimal");
  });

  it("answers a JSON number, and empty as unanswered", async () => {
    const { user, lastAnswer } = renderQuestion({ questionType: "number", questionText: "Age" });
    const input = screen.getByRole("spinbutton", { name: "Age" });
    await user.type(input, "-2.5");
    expect(lastAnswer()).toBe(-2.5);
    await user.clear(input);
    expect(lastAnswer()).toBeUndefined();
    await user.type(input, "0");
    expect(lastAnswer()).toBe(0);
  });

  it("says when the number is out of range or not whole", async () => {
    const { user, lastAnswer } = renderQuestion({
      questionType: "number",
      questionText: "Guests",
      validations: { min: 1, max: 12, integer: true },
    });
    const input = screen.getByRole("spinbutton", { name: /Guests/ });
    await user.type(input, "13");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a number of at most 12");
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.clear(input);
    await user.type(input, "1.5");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a whole number");
    await user.clear(input);
    await user.type(input, "0");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a number of at least 1");
    await user.clear(input);
    await user.type(input, "12");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(lastAnswer()).toBe(12);
  });

  it("asks for a required number when it is left empty", async () => {
    const { user } = renderQuestion({
      questionType: "number",
      questionText: "Age",
      required: true,
    });
    await user.tab();
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Please answer all required questions");
  });
});
