import { screen, waitFor, type within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_CAPTCHA_TOKEN } from "@/test/fake-captcha";
import { fail, failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { USER_DATA } from "@/test/session-fixtures";

vi.mock("@/features/auth/components/captcha/captcha", async () => ({
  Captcha: (await import("@/test/fake-captcha")).FakeCaptcha,
}));

afterEach(() => vi.unstubAllGlobals());

const openLogin = (path = "/login") => openRoute(path);

async function fillValidForm(
  user: ReturnType<typeof userEvent.setup>,
  main: ReturnType<typeof within>,
) {
  await user.type(main.getByLabelText("Email"), "ada@example.com");
  await user.type(main.getByLabelText("Password"), "Correct#Horse1");
}

describe("sign-in page", () => {
  it("shows the heading, the help links and a disabled Sign In button", async () => {
    mockApi({});
    const { main } = await openLogin();
    expect(main.getByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(main.getByText("Enter your credentials to access your account")).toBeInTheDocument();
    expect(main.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(main.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(main.getByRole("button", { name: "Sign In" })).toBeDisabled();
  });

  it("validates on every change, with the spec's messages tied to the fields", async () => {
    mockApi({});
    const { user, main } = await openLogin();
    const email = main.getByLabelText("Email");
    await user.type(email, "ada @example");
    expect(email).toHaveValue("ada@example");
    const emailError = await main.findByText("Please enter valid email ID");
    expect(emailError).toHaveAttribute("role", "alert");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email.getAttribute("aria-describedby")).toContain(emailError.id);
    await user.clear(email);
    expect(await main.findByText("Email is required")).toBeInTheDocument();

    const password = main.getByLabelText("Password");
    await user.type(password, "short");
    expect(await main.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    await user.clear(password);
    expect(await main.findByText("Password is required")).toBeInTheDocument();
  });

  it("keeps Sign In disabled until the captcha is solved", async () => {
    mockApi({});
    const { user, main } = await openLogin();
    await fillValidForm(user, main);
    expect(await main.findByText("Please complete the CAPTCHA")).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Sign In" })).toBeDisabled();
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    expect(main.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(main.queryByText("Please complete the CAPTCHA")).not.toBeInTheDocument();
  });

  it("toggles the password's visibility", async () => {
    mockApi({});
    const { user, main } = await openLogin();
    const password = main.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(main.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(main.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("signs in with the captcha token, stores the session and opens the dashboard", async () => {
    const api = mockApi({ "POST /api/users/login": ok(USER_DATA, "Login successful") });
    const { user, main, router } = await openLogin();
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.callsTo("POST /api/users/login")[0]?.body).toEqual({
      email: "ada@example.com",
      password: "Correct#Horse1",
      "g-recaptcha-response": FAKE_CAPTCHA_TOKEN,
    });
    expect(api.callsTo("POST /api/users/login")[0]?.headers.has("Authorization")).toBe(false);
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toEqual(USER_DATA);
    expect(await screen.findByText("Login successful")).toBeInTheDocument();
  });

  it("goes back to the page the guard sent the visitor from", async () => {
    mockApi({ "POST /api/users/login": ok(USER_DATA, "Login successful") });
    const { user, main, router } = await openLogin("/user-profile?tab=deactivate-account");
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user-profile"));
    expect(router.state.location.search).toBe("?tab=deactivate-account");
  });

  it("shows the server's message on failure and asks for the captcha again", async () => {
    mockApi({ "POST /api/users/login": fail(401, "Invalid email or password") });
    const { user, main, router } = await openLogin();
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Invalid email or password")).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Solve captcha" })).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Sign In" })).toBeDisabled();
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem("userData")).toBeNull();
  });

  it("shows the rate limit's wait time", async () => {
    mockApi({
      "POST /api/users/login": fail(429, "Too many attempts. Please try again in 15 minutes."),
    });
    const { user, main } = await openLogin();
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In" }));
    expect(
      await screen.findByText("Too many attempts. Please try again in 15 minutes."),
    ).toBeInTheDocument();
  });

  it("falls back to 'Login failed' when the server gives no usable message", async () => {
    mockApi({ "POST /api/users/login": fail(500, "Internal Server Error") });
    const { user, main } = await openLogin();
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed")).toBeInTheDocument();
  });

  it("sends an unverified account (EMAIL_NOT_VERIFIED) to /verify with its email", async () => {
    mockApi({
      "POST /api/users/login": failWith(
        "EMAIL_NOT_VERIFIED",
        "Please verify your email first. We sent a new code to ada@example.com.",
      ),
    });
    const { user, main, router } = await openLogin();
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/verify"));
    expect(router.state.location.state).toEqual({ email: "ada@example.com" });
    expect(await screen.findByRole("heading", { name: "Verify your email" })).toBeInTheDocument();
  });
});

describe("admin sign-in page", () => {
  it("reads 'Sign In (Admin)' with a 'Sign In as Admin' button and no help links", async () => {
    mockApi({});
    const { main } = await openLogin("/admin/login");
    expect(main.getByRole("heading", { name: "Sign In (Admin)" })).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Sign In as Admin" })).toBeDisabled();
    expect(main.queryByRole("link", { name: "Forgot Password?" })).not.toBeInTheDocument();
    expect(main.queryByRole("link", { name: "Register" })).not.toBeInTheDocument();
  });

  it("stores adminData and opens the users list", async () => {
    const admin = { token: "admin-token", name: "Grace Hopper", email: "grace@example.com" };
    const api = mockApi({ "POST /api/admin/login": ok(admin, "Admin login successful!") });
    const { user, main, router } = await openLogin("/admin/login");
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In as Admin" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/users"));
    expect(api.callsTo("POST /api/admin/login")[0]?.body).toMatchObject({
      "g-recaptcha-response": FAKE_CAPTCHA_TOKEN,
    });
    expect(JSON.parse(localStorage.getItem("adminData") ?? "null")).toEqual(admin);
    expect(await screen.findByText("Admin login successful!")).toBeInTheDocument();
  });

  it("shows the server's refusal and resets the captcha", async () => {
    mockApi({ "POST /api/admin/login": fail(403, "This account does not have admin access") });
    const { user, main } = await openLogin("/admin/login");
    await fillValidForm(user, main);
    await user.click(main.getByRole("button", { name: "Solve captcha" }));
    await user.click(main.getByRole("button", { name: "Sign In as Admin" }));
    expect(await screen.findByText("This account does not have admin access")).toBeInTheDocument();
    expect(main.getByRole("button", { name: "Solve captcha" })).toBeInTheDocument();
  });
});
