import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { USER_DATA } from "@/test/session-fixtures";

const AT_VERIFY = { pathname: "/verify", state: { email: "ada@example.com" } };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = (position: number) => screen.getByRole("textbox", { name: `Digit ${position} of 6` });

describe("verify page", () => {
  it("sends a visitor without an email in the navigation state to /register", async () => {
    mockApi({});
    const { router } = await openRoute("/verify");
    await waitFor(() => expect(router.state.location.pathname).toBe("/register"));
  });

  it("says where the code went and offers six boxes, Verify Email and a resend link", async () => {
    mockApi({});
    const { main } = await openRoute(AT_VERIFY);
    expect(main.getByText("ada@example.com")).toBeInTheDocument();
    expect(main.getAllByRole("textbox")).toHaveLength(6);
    expect(main.getByRole("button", { name: "Verify Email" })).toBeEnabled();
    expect(main.getByRole("button", { name: /Resend code/ })).toBeInTheDocument();
  });

  it("puts the cursor in the first digit box on arrival", async () => {
    mockApi({});
    await openRoute(AT_VERIFY);
    await waitFor(() => expect(box(1)).toHaveFocus());
  });

  it("asks for all six digits before calling the server", async () => {
    const api = mockApi({});
    const { user, main } = await openRoute(AT_VERIFY);
    await user.click(box(1));
    await user.keyboard("123");
    await user.click(main.getByRole("button", { name: "Verify Email" }));
    expect(await screen.findByText("Please enter a valid 6-digit OTP")).toBeInTheDocument();
    expect(box(4)).toHaveFocus();
    expect(box(1)).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST /api/users/verify-otp")).toHaveLength(0);
  });

  it("warns about a paste that is not a 6-digit code", async () => {
    mockApi({});
    const { user } = await openRoute(AT_VERIFY);
    await user.click(box(1));
    await user.paste("12-34");
    expect(await screen.findByText("OTP must be 6 digits")).toBeInTheDocument();
    expect(box(1)).toHaveValue("");
  });

  it("stores the session and opens the dashboard on success", async () => {
    const api = mockApi({
      "POST /api/users/verify-otp": ok(USER_DATA, "Email verified successfully"),
    });
    const { user, main, router } = await openRoute(AT_VERIFY);
    await user.click(box(1));
    await user.paste("482913");
    await user.click(main.getByRole("button", { name: "Verify Email" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.callsTo("POST /api/users/verify-otp")[0]?.body).toEqual({
      email: "ada@example.com",
      otp: "482913",
    });
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toEqual(USER_DATA);
    expect(await screen.findByText("Email verified successfully")).toBeInTheDocument();
  });

  it("clears the boxes and focuses the first one when the code is wrong", async () => {
    mockApi({
      "POST /api/users/verify-otp": fail(
        400,
        "Invalid or expired verification code. Check it, or request a new one.",
      ),
    });
    const { user, main, router } = await openRoute(AT_VERIFY);
    await user.click(box(1));
    await user.keyboard("000000");
    await user.click(main.getByRole("button", { name: "Verify Email" }));

    expect(
      await screen.findByText(
        "Invalid or expired verification code. Check it, or request a new one.",
      ),
    ).toBeInTheDocument();
    for (let position = 1; position <= 6; position += 1) expect(box(position)).toHaveValue("");
    expect(box(1)).toHaveFocus();
    expect(router.state.location.pathname).toBe("/verify");
  });

  it("falls back to 'OTP verification failed'", async () => {
    mockApi({ "POST /api/users/verify-otp": fail(500, "Internal Server Error") });
    const { user, main } = await openRoute(AT_VERIFY);
    await user.click(box(1));
    await user.paste("123456");
    await user.click(main.getByRole("button", { name: "Verify Email" }));
    expect(await screen.findByText("OTP verification failed")).toBeInTheDocument();
  });

  it("lets the code be resent only after a 30-second countdown, then counts again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      "POST /api/users/resend-otp": ok(
        null,
        "If this email is waiting for verification, a new code is on its way.",
      ),
    });
    const { user, main } = await openRoute(AT_VERIFY, { advanceTimers: vi.advanceTimersByTime });
    const resend = main.getByRole("button", { name: /Resend code/ });
    expect(resend).toHaveTextContent(/^Resend code in (30|29)s$/);
    expect(resend).toBeDisabled();

    act(() => vi.advanceTimersByTime(10_000));
    expect(resend).toHaveTextContent(/^Resend code in (20|19)s$/);
    act(() => vi.advanceTimersByTime(21_000));
    expect(resend).toHaveTextContent("Resend code");
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(
      await screen.findByText(
        "If this email is waiting for verification, a new code is on its way.",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /api/users/resend-otp")[0]?.body).toEqual({
      email: "ada@example.com",
    });
    expect(resend).toHaveTextContent(/^Resend code in (30|29)s$/);
    expect(resend).toBeDisabled();
  });

  it("says 'Failed to resend OTP' when the resend fails without a message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ "POST /api/users/resend-otp": fail(500, "Internal Server Error") });
    const { user, main } = await openRoute(AT_VERIFY, { advanceTimers: vi.advanceTimersByTime });
    act(() => vi.advanceTimersByTime(31_000));
    await user.click(main.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("Failed to resend OTP")).toBeInTheDocument();
  });
});
