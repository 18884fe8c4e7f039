import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storeUserSession } from "@/test/session-fixtures";
import { makePublicForm } from "../testing/render-question";
import { ThankYou } from "./thank-you";

const FORM = makePublicForm({ title: "Team lunch" });
const renderThankYou = (form = FORM) => render(<ThankYou form={form} onAnswerAgain={() => {}} />);

describe("ThankYou", () => {
  it("sends a guest home, since a guest has no dashboard", () => {
    renderThankYou();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/");
  });

  it("sends a signed-in respondent back to their dashboard", () => {
    storeUserSession();
    renderThankYou();
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("says 'Your response has been recorded.' unless the owner wrote their own, line breaks kept", () => {
    const { unmount } = renderThankYou();
    expect(screen.getByText("Your response has been recorded.")).toBeVisible();
    unmount();
    renderThankYou(
      makePublicForm({
        settings: { ...FORM.settings, confirmationMessage: "See you at noon.\nBring a fork." },
      }),
    );
    const message = screen.getByText(/See you at noon\./);
    expect(message.textContent).toBe("See you at noon.\nBring a fork.");
    expect(message).toHaveClass("whitespace-pre-line");
    expect(screen.queryByText("Your response has been recorded.")).toBeNull();
  });

  it("offers no second response on a form that takes one per person", () => {
    renderThankYou(makePublicForm({ settings: { ...FORM.settings, onePerUser: true } }));
    expect(screen.queryByRole("button", { name: "Submit another response" })).toBeNull();
  });
});
