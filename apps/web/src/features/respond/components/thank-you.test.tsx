import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storeUserSession } from "@/test/session-fixtures";
import { ThankYou } from "./thank-you";

const FORM_ID = "0193a000-0000-7000-8000-000000000001";
const renderThankYou = () =>
  render(<ThankYou formId={FORM_ID} title="Team lunch" onAnswerAgain={() => {}} />);

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
});
