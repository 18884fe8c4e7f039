import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { storeUserSession, USER_DATA } from "@/test/session-fixtures";
import { SiteHeader } from "./site-header";

function renderHeader(path = "/dashboard") {
  const router = createMemoryRouter([{ path: "*", element: <SiteHeader /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

describe("SiteHeader", () => {
  it("offers Sign In and Register to a signed-out visitor", () => {
    renderHeader("/");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Formloom" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  });

  it("shows a signed-in user the nav with the active link highlighted, and Create Form", async () => {
    storeUserSession();
    renderHeader("/responses");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Responses" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute(
      "aria-current",
    );
    expect(screen.getByRole("link", { name: "Create Form" })).toHaveAttribute("href", "/forms/new");
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("shows the initials of the name in the avatar", async () => {
    storeUserSession();
    renderHeader();
    const trigger = await screen.findByRole("button", { name: "Open account menu" });
    expect(trigger).toHaveTextContent("AL");
  });

  it("falls back to the first letter of the email when there is no name", async () => {
    storeUserSession({ ...USER_DATA, name: "", user: { ...USER_DATA.user, name: "" } });
    renderHeader();
    const trigger = await screen.findByRole("button", { name: "Open account menu" });
    expect(trigger).toHaveTextContent(/^A$/);
  });

  it("logs out from the avatar menu", async () => {
    storeUserSession();
    const user = userEvent.setup();
    const router = renderHeader();

    await user.click(await screen.findByRole("button", { name: "Open account menu" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toHaveAttribute(
      "href",
      "/user-profile",
    );

    await user.click(within(menu).getByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByText("Logged out successfully")).toBeInTheDocument();
    expect(localStorage.getItem("userData")).toBeNull();
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByRole("link", { name: "Sign In" })).toBeInTheDocument();
  });

  it("opens a mobile menu with the nav links", async () => {
    storeUserSession();
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    const mobileNav = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(mobileNav).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await user.click(within(mobileNav).getByRole("link", { name: "Responses" }));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });
});
