import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

describe("ConsentAnswer", () => {
  it("is a required box described by the legal text, whose answer is that text", async () => {
    const { user, lastAnswer } = renderQuestion({
      questionType: "consent",
      questionText: "Terms",
      required: true,
      description: "I accept the terms.",
    });
    const agree = screen.getByRole("checkbox", { name: "I agree" });
    expect(agree).toBeRequired();
    expect(agree).toHaveAccessibleDescription(/I accept the terms\./);
    await user.click(agree);
    expect(lastAnswer()).toBe("I accept the terms.");
    await user.click(agree);
    expect(lastAnswer()).toBeUndefined();
  });
});
