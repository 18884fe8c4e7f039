import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_CAPTCHA_TOKEN } from "@/test/fake-captcha";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";

vi.mock("@/features/auth/components/captcha/captcha", async () => ({
  Captcha: (await import("@/test/fake-captcha")).FakeCaptcha,
}));

afterEach(() => vi.unstubAllGlobals());

const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "Analytical#1",
};

describe("register page", () => {
  it("shows the title, subtitle, fields and a Sign In link", async () => {
    mockApi({});
    const { main } = await openRoute("/register");
    expect(main.getByRole("heading", { name: "Create Account" })).toBeInTheDocument();
    expect(main.getByText("Register to create and manage forms")).toBeInTheDocument();
    for (const label of ["Full Name", "Email", "Password", "Confirm Password"]) {
      expect(main.getByLabelText(label)).toBeInTheDocument();
    }
    expect(main.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(main.getByRole("button", { name: "Create Account" })).toBeDisabled();
  });

  it("normalises the name and the email on every keystroke", async () => {
    mockApi({});
    const { user, main } = await openRoute("/register");
    const name = main.getByLabelText("Full Name");
    await user.type(name, "  ada4  lovelace_!");
    expect(name).toHaveValue("ada lovelace");
    const email = main.getByLabelText("Email");
    await user.type(email, " ada @ example.com ");
    expect(email).toHaveValue("ada@example.com");
  });

  it("explains each rule as the user types", async () => {
    mockApi({});
    const { user, main } = await openRoute("/register");
    const name = main.getByLabelText("Full Name");
    await user.type(name, "Ada");
    expect(await main.findByText("Name must be at least 4 characters")).toBeInTheDocument();
    await user.clear(name);
    expect(await main.findByText("Full name is required")).toBeInTheDocument();

    const password = main.getByLabelText("Password");
    const steps: Array<[string, string]> = [
      ["short", "Password must be at least 8 characters"],
      ["longenough", "Password must contain atleast one number"],
      ["longenough1", "Password must contain atleast one uppercase letter"],
      ["LONGENOUGH1", "Password must contain atleast one lowercase letter"],
      ["Longenough1", "Password must contain atleast one symbol"],
    ];
    for (const [value, message] of steps) {
      await user.clear(password);
      await user.type(password, value);
      expect(await main.findByText(message)).toBeInTheDocument();
    }

    const confirm = main.getByLabelText("Confirm Password");
    await user.type(confirm, "x");
    await user.clear(confirm);
    expect(await main.findByText("Please confirm your password")).toBeInTheDocument();
    await user.type(confirm, "Longenough1!");
    expect(await main.findByText("Passwords must match")).toBeInTheDocument();
    // Fixing the password clears the mismatch too.
    await user.type(password, "!");
    await waitFor(() => expect(main.queryByText("Passwords must match")).not.toBeInTheDocument());
  });

  it("registers with the captcha token and opens /verify for that email", async () => {
    const api = mockApi({
      "POST /api/users/register": ok(
        { email: VALID.email },
        "Account created. We sent a 6-digit code to ada@example.com.",
        201,
      ),
    });
    const { user, main, router } = await openRoute("/register");
    await user.type(main.getByLabelText("Full Name"), VALID.name);
    await user.type(main.getByLabelText("Email"), VALID.email);
    await user.type(main.getByLabelText("Password"), VALID.password);
    await user.type(main.getByLabelText("Confirm Password"), VALID.password);
    expect(await main.findByText("Please complete the CAPTCHA")).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Create Account" })).toBeDisabled();
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Create Account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/verify"));
    expect(router.state.location.state).toEqual({ email: VALID.email });
    expect(api.callsTo("POST /api/users/register")[0]?.body).toEqual({
      ...VALID,
      confirmPassword: VALID.password,
      "g-recaptcha-response": FAKE_CAPTCHA_TOKEN,
    });
    expect(
      await screen.findByText("Account created. We sent a 6-digit code to ada@example.com."),
    ).toBeInTheDocument();
  });

  it.each([
    [409, "An account with this email already exists. Please sign in."],
    [503, "We could not send the verification email. Please try again in a few minutes."],
    [400, "Captcha verification failed"],
  ])("shows the server's %i message and resets the captcha", async (status, message) => {
    mockApi({ "POST /api/users/register": fail(status, message) });
    const { user, main, router } = await openRoute("/register");
    await user.type(main.getByLabelText("Full Name"), VALID.name);
    await user.type(main.getByLabelText("Email"), VALID.email);
    await user.type(main.getByLabelText("Password"), VALID.password);
    await user.type(main.getByLabelText("Confirm Password"), VALID.password);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Solve captcha" })).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Create Account" })).toBeDisabled();
    expect(router.state.location.pathname).toBe("/register");
  });

  it("falls back to 'Signup failed'", async () => {
    mockApi({ "POST /api/users/register": fail(500, "Internal Server Error") });
    const { user, main } = await openRoute("/register");
    await user.type(main.getByLabelText("Full Name"), VALID.name);
    await user.type(main.getByLabelText("Email"), VALID.email);
    await user.type(main.getByLabelText("Password"), VALID.password);
    await user.type(main.getByLabelText("Confirm Password"), VALID.password);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Signup failed")).toBeInTheDocument();
  });
});
