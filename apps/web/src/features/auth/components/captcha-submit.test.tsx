import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useCaptchaToken } from "../hooks/use-captcha-token";
import { CaptchaSubmit } from "./captcha-submit";

vi.mock("./captcha/captcha", async () => ({
  Captcha: (await import("@/test/fake-captcha")).FakeCaptcha,
}));

const REMINDER = "Please complete the CAPTCHA";

function Harness({
  isFormValid,
  isPending = false,
}: {
  isFormValid: boolean;
  isPending?: boolean;
}) {
  const captcha = useCaptchaToken();
  return (
    <CaptchaSubmit captcha={captcha} isFormValid={isFormValid} isPending={isPending}>
      Sign In
    </CaptchaSubmit>
  );
}

const submit = () => screen.getByRole("button", { name: "Sign In" });

describe("CaptchaSubmit", () => {
  it("stays quiet and disabled while the rest of the form is invalid", async () => {
    const user = userEvent.setup();
    render(<Harness isFormValid={false} />);
    expect(screen.queryByText(REMINDER)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(submit()).toBeDisabled();
  });

  it("reminds about the captcha once the form is valid, and unlocks when it is solved", async () => {
    const user = userEvent.setup();
    render(<Harness isFormValid />);
    expect(screen.getByText(REMINDER)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(screen.queryByText(REMINDER)).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveAttribute("type", "submit");
  });

  it("is busy and disabled while the call runs", async () => {
    const user = userEvent.setup();
    render(<Harness isFormValid isPending />);
    await user.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute("aria-busy", "true");
  });
});
