import { resetPasswordFormSchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { NewPasswordFields } from "./new-password-fields";

const MUST_MATCH = "Passwords must match";

function Harness({ label }: { label?: string }) {
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onChange",
    defaultValues: { password: "", confirmPassword: "" },
  });
  return (
    <NewPasswordFields
      form={form}
      passwordName="password"
      confirmationName="confirmPassword"
      label={label}
      hint="Pick a strong one."
      maxLength={30}
    />
  );
}

function setup(label?: string) {
  const user = userEvent.setup();
  render(<Harness label={label} />);
  return user;
}

describe("NewPasswordFields", () => {
  it("labels both fields, shows the hint and names each toggle after its field", async () => {
    const user = setup();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(password).toHaveAttribute("maxlength", "30");
    expect(password).toHaveAccessibleDescription("Pick a strong one.");
    await user.click(screen.getByRole("button", { name: "Show confirm password" }));
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("type", "text");
    expect(password).toHaveAttribute("type", "password");
  });

  it("names the password toggle after a custom label", () => {
    setup("New Password");
    expect(screen.getByLabelText("New Password")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show new password" })).toBeInTheDocument();
  });

  it("shows each field's own validation message", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Password"), "Ab1!cd");
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });

  it("re-checks the confirmation when the password changes after it", async () => {
    const user = setup();
    await user.type(screen.getByLabelText("Password"), "Fresh#12");
    expect(screen.queryByText(MUST_MATCH)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Confirm Password"), "Fresh#12");
    expect(screen.queryByText(MUST_MATCH)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Password"), "x");
    expect(await screen.findByText(MUST_MATCH)).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByLabelText("Password"), "{Backspace}");
    expect(screen.queryByText(MUST_MATCH)).not.toBeInTheDocument();
  });
});
