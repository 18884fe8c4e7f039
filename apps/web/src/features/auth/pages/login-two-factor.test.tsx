import { screen, waitFor, type within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { USER_DATA } from "@/test/session-fixtures";

vi.mock("@/features/auth/components/captcha/captcha", async () => ({
  Captcha: (await import("@/test/fake-captcha")).FakeCaptcha,
}));

afterEach(() => vi.unstubAllGlobals());

const SECOND_STEP = {
  status: 401,
  body: {
    statusCode: 401,
    code: "TWO_FACTOR_REQUIRED",
    message: "Enter the code from your authenticator app to finish signing in.",
    twoFactorToken: "second-step-token",
  },
};

async function signInWithPassword(
  user: ReturnType<typeof userEvent.setup>,
  main: ReturnType<typeof within>,
  submit = "Sign In",
) {
  await user.type(main.getByLabelText("Email"), "ada@example.com");
  await user.type(main.getByLabelText("Password"), "Correct#Horse1");
  await user.click(main.getByRole("button", { name: "Solve captcha" }));
  await user.click(main.getByRole("button", { name: submit }));
}

describe("two-factor sign-in", () => {
  it("asks for the app's code after the password, then stores the session", async () => {
    const api = mockApi({
      "POST /api/users/login": SECOND_STEP,
      "POST /api/users/login/two-factor": ok(USER_DATA, "Login successful"),
    });
    const { user, main, router } = await openRoute("/login");
    await signInWithPassword(user, main);

    expect(
      await main.findByText("Enter the 6-digit code from your authenticator app."),
    ).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Verify" })).toBeDisabled();
    expect(main.getByLabelText("Digit 1 of 6")).toHaveFocus();
    await user.keyboard("123456");
    await user.click(main.getByRole("button", { name: "Verify" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.callsTo("POST /api/users/login/two-factor")[0]?.body).toEqual({
      twoFactorToken: "second-step-token",
      code: "123456",
    });
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toEqual(USER_DATA);
  });

  it("says a wrong code is wrong, and takes a recovery code instead", async () => {
    let calls = 0;
    const api = mockApi({
      "POST /api/users/login": SECOND_STEP,
      "POST /api/users/login/two-factor": () =>
        ++calls === 1
          ? failWith("TWO_FACTOR_CODE_INVALID", "The code is not right. Please try again.")
          : ok(USER_DATA, "Login successful"),
    });
    const { user, main, router } = await openRoute("/login");
    await signInWithPassword(user, main);
    await main.findByText("Enter the 6-digit code from your authenticator app.");
    await user.keyboard("000000");
    await user.click(main.getByRole("button", { name: "Verify" }));
    expect(await main.findByRole("alert")).toHaveTextContent(
      "The code is not right. Please try again.",
    );
    expect(main.getByLabelText("Digit 1 of 6")).toHaveValue("");

    await user.click(main.getByRole("button", { name: "Use a recovery code" }));
    await user.type(main.getByLabelText("Recovery code"), "abcd-efgh-jkmn-pqrs");
    await user.click(main.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.callsTo("POST /api/users/login/two-factor")[1]?.body).toEqual({
      twoFactorToken: "second-step-token",
      recoveryCode: "abcd-efgh-jkmn-pqrs",
    });
  });

  it("goes back to the password when the sign-in expired", async () => {
    mockApi({
      "POST /api/users/login": SECOND_STEP,
      "POST /api/users/login/two-factor": failWith(
        "TWO_FACTOR_SIGN_IN_INVALID",
        "This sign-in has expired. Please sign in again.",
      ),
    });
    const { user, main } = await openRoute("/login");
    await signInWithPassword(user, main);
    await main.findByText("Enter the 6-digit code from your authenticator app.");
    await user.keyboard("123456");
    await user.click(main.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByText("This sign-in has expired. Please sign in again."),
    ).toBeInTheDocument();
    expect(await main.findByLabelText("Password")).toBeInTheDocument();
  });

  it("tells an admin without two-factor to turn it on first", async () => {
    mockApi({
      "POST /api/admin/login": failWith("TWO_FACTOR_SETUP_REQUIRED", "Admins must use it."),
    });
    const { user, main } = await openRoute("/admin/login");
    await signInWithPassword(user, main, "Sign In as Admin");
    expect(
      await screen.findByText(/Admins must use two-factor authentication\. Sign in to the app/),
    ).toBeInTheDocument();
    expect(localStorage.getItem("adminData")).toBeNull();
  });
});
