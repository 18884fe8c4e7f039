import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";

const SENT = "Email sent successfully! Please check your inbox.";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("forgot password page", () => {
  it("keeps Continue disabled until the email is valid", async () => {
    mockApi({});
    const { user, main } = await openRoute("/forgot-password");
    const submit = main.getByRole("button", { name: "Continue" });
    expect(submit).toBeDisabled();
    const email = main.getByLabelText("Email");
    await user.type(email, "ada @example");
    expect(email).toHaveValue("ada@example");
    expect(await main.findByText("Please enter valid email ID")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(email, ".com");
    expect(submit).toBeEnabled();
    expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("shows the success banner and counts 30 seconds down before another send", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ "POST /api/users/forget-password": ok(null, SENT) });
    const { user, main } = await openRoute("/forgot-password", {
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.type(main.getByLabelText("Email"), "ada@example.com");
    await user.click(main.getByRole("button", { name: "Continue" }));

    expect(await main.findByText(SENT)).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/forget-password")[0]?.body).toEqual({
      email: "ada@example.com",
    });
    const submit = main.getByRole("button", { name: /Resend in/ });
    expect(submit).toHaveTextContent(/^Resend in (30|29)s$/);
    expect(submit).toBeDisabled();
    act(() => vi.advanceTimersByTime(15_000));
    expect(submit).toHaveTextContent(/^Resend in (15|14)s$/);
    act(() => vi.advanceTimersByTime(16_000));
    expect(submit).toHaveTextContent("Continue");
    expect(submit).toBeEnabled();
  });

  it("shows the server's message on failure, else 'Failed to send reset link'", async () => {
    mockApi({
      "POST /api/users/forget-password": fail(
        429,
        "Too many attempts. Please try again in 9 minutes.",
      ),
    });
    const { user, main } = await openRoute("/forgot-password");
    await user.type(main.getByLabelText("Email"), "ada@example.com");
    await user.click(main.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Too many attempts. Please try again in 9 minutes."),
    ).toBeInTheDocument();
    expect(main.queryByText(SENT)).not.toBeInTheDocument();
    expect(main.getByRole("button", { name: "Continue" })).toBeEnabled();

    mockApi({ "POST /api/users/forget-password": fail(502, "Bad Gateway") });
    await user.click(main.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Failed to send reset link")).toBeInTheDocument();
  });

  it("with single sign-on only, says that passwords are the admins' and offers SSO", async () => {
    mockApi({
      "GET /api/config": ok({
        captcha: { provider: "altcha", siteKey: null },
        publicUrl: "http://localhost",
        sso: { buttonLabel: "Sign in with Example ID" },
        isPasswordSignInOn: false,
      }),
    });
    const { main } = await openRoute("/forgot-password");
    expect(await main.findByRole("link", { name: "Sign in with Example ID" })).toHaveAttribute(
      "href",
      "/api/auth/oidc/start",
    );
    expect(main.getByText(/Passwords here are for administrators only/)).toBeInTheDocument();
    expect(main.getByLabelText("Email")).toBeInTheDocument();
  });
});
