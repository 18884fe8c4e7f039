import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

const NPS = {
  questionType: "linearScale" as const,
  questionText: "Would you recommend us?",
  scaleMin: 0,
  scaleMax: 10,
  scaleMinLabel: "Not at all likely",
  scaleMaxLabel: "Extremely likely",
};

describe("LinearScaleAnswer", () => {
  it("is a group of radios from min to max, its end labels describing the group and the ends", () => {
    renderQuestion(NPS);
    const group = screen.getByRole("group", { name: "Would you recommend us?" });
    expect(group).toHaveAccessibleDescription("Not at all likely Extremely likely");
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(
      Array.from({ length: 11 }, (_, index) => String(index)),
    );
    expect(screen.getByRole("radio", { name: "0" })).toHaveAccessibleDescription(
      "Not at all likely",
    );
    expect(screen.getByRole("radio", { name: "10" })).toHaveAccessibleDescription(
      "Extremely likely",
    );
    expect(screen.getByRole("radio", { name: "5" })).not.toHaveAccessibleDescription();
  });

  it("chooses with Space and the arrow keys in one tab stop, answering a number", async () => {
    const { user, lastAnswer } = renderQuestion(NPS);
    await user.tab();
    expect(screen.getByRole("radio", { name: "0" })).toHaveFocus();
    await user.keyboard(" ");
    expect(lastAnswer()).toBe(0);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "2" })).toBeChecked();
    expect(lastAnswer()).toBe(2);
    await user.tab();
    expect(screen.getByRole("button", { name: "Clear selection" })).toHaveFocus();
  });

  it("asks for a required scale left without a choice, and offers no clearing once chosen", async () => {
    const { user } = renderQuestion({ ...NPS, required: true, scaleMin: 1, scaleMax: 5 });
    await user.tab();
    await user.tab();
    expect(screen.getByRole("alert")).toHaveTextContent("Please answer all required questions");
    await user.click(screen.getByRole("radio", { name: "4" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Clear selection" })).toBeNull();
  });

  it("clears an optional choice", async () => {
    const { user, lastAnswer } = renderQuestion(NPS);
    await user.click(screen.getByRole("radio", { name: "7" }));
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(lastAnswer()).toBeUndefined();
    expect(screen.getAllByRole("radio").some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
  });
});
