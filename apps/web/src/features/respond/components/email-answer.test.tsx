import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderQuestion } from "../testing/render-question";

describe("EmailAnswer", () => {
  it("is an email field the browser can fill in", () => {
    renderQuestion({ questionType: "email", questionText: "Your email" });
    const input = screen.getByRole("textbox", { name: "Your email" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("autocomplete", "email");
  });

  it("says a malformed address as it is typed, and answers a good one as text", async () => {
    const { user, lastAnswer } = renderQuestion({ questionType: "email", questionText: "Email" });
    const input = screen.getByRole("textbox", { name: "Email" });
    await user.type(input, "ada@");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(input).toHaveAccessibleDescription("Please enter a valid email address");
    await user.type(input, "example.com");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(lastAnswer()).toBe("ada@example.com");
  });

  it("leaves an optional empty field unanswered, without an error", async () => {
    const { user, lastAnswer } = renderQuestion({ questionType: "email", questionText: "Email" });
    await user.type(screen.getByRole("textbox", { name: "Email" }), "a{Backspace}");
    expect(lastAnswer()).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
