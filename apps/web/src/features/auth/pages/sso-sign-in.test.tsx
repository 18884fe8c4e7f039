import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { USER_DATA } from "@/test/session-fixtures";

vi.mock("@/features/auth/components/captcha/captcha", async () => ({
  Captcha: (await import("@/test/fake-captcha")).FakeCaptcha,
}));

afterEach(() => vi.unstubAllGlobals());

const config = (sso: { buttonLabel: string | null } | null, isPasswordSignInOn = true) =>
  ok({
    captcha: { provider: "altcha", siteKey: null },
    publicUrl: "http://localhost",
    sso,
    isPasswordSignInOn,
  });

describe("single sign-on on the sign-in page", () => {
  it("offers the SSO button above the password form", async () => {
    mockApi({ "GET /api/config": config({ buttonLabel: null }) });
    const { main } = await openRoute("/login");
    const button = await main.findByRole("link", { name: "Sign in with SSO" });
    expect(button).toHaveAttribute("href", "/api/auth/oidc/start");
    expect(main.getByText("or")).toBeInTheDocument();
    expect(main.getByLabelText("Password")).toBeInTheDocument();
  });

  it("shows no button when single sign-on is not configured", async () => {
    mockApi({ "GET /api/config": config(null) });
    const { main } = await openRoute("/login");
    await main.findByLabelText("Password");
    expect(main.queryByRole("link", { name: /SSO/ })).not.toBeInTheDocument();
  });

  it("says why the last SSO attempt was refused", async () => {
    mockApi({ "GET /api/config": config({ buttonLabel: null }) });
    const { main } = await openRoute("/login?sso=unverified");
    expect(await main.findByRole("alert")).toHaveTextContent(
      "Your sign-in service has not confirmed your email address",
    );
  });

  it("with password sign-in off, offers only the button, under the configured label", async () => {
    mockApi({ "GET /api/config": config({ buttonLabel: "Sign in with Example ID" }, false) });
    const { main } = await openRoute("/login");
    expect(await main.findByRole("link", { name: "Sign in with Example ID" })).toBeVisible();
    expect(main.getByText("Sign in with your organization's account")).toBeInTheDocument();
    expect(main.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(main.queryByRole("link", { name: "Register" })).not.toBeInTheDocument();
  });

  it("keeps the admin's password sign-in when password sign-in is off", async () => {
    mockApi({ "GET /api/config": config({ buttonLabel: null }, false) });
    const { main } = await openRoute("/admin/login");
    expect(await main.findByLabelText("Password")).toBeInTheDocument();
    expect(main.queryByRole("link", { name: "Sign in with SSO" })).not.toBeInTheDocument();
  });

  it("with password sign-in off, the sign-up page sends people to SSO", async () => {
    mockApi({ "GET /api/config": config({ buttonLabel: null }, false) });
    const { main } = await openRoute("/register");
    expect(await main.findByRole("link", { name: "Sign in with SSO" })).toBeVisible();
    expect(main.queryByLabelText("Password")).not.toBeInTheDocument();
  });
});

describe("landing from single sign-on", () => {
  it("trades the one-time code for the session and opens the dashboard", async () => {
    const api = mockApi({
      "GET /api/config": config({ buttonLabel: null }),
      "POST /api/auth/oidc/session": ok(USER_DATA, "Login successful"),
    });
    await openRoute("/login/sso#code=one-time-code");
    expect(await screen.findByRole("heading", { name: "Your Forms" })).toBeInTheDocument();
    expect(api.callsTo("POST /api/auth/oidc/session")[0]?.body).toEqual({ code: "one-time-code" });
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toEqual(USER_DATA);
  });

  it("goes back to the sign-in page with a message when the code is spent", async () => {
    mockApi({
      "GET /api/config": config({ buttonLabel: null }),
      "POST /api/auth/oidc/session": failWith("SSO_CODE_INVALID", "expired"),
    });
    await openRoute("/login/sso#code=spent");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Single sign-on did not complete. Please try again.",
    );
  });
});
