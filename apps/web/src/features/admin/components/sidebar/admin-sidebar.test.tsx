import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderRoute } from "@/test/render-route";
import { storeAdminSession } from "@/test/session-fixtures";

/** The app writes document.cookie (jsdom has no Cookie Store API), and so do these tests. */
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the sidebar reads
  document.cookie = value;
}

const clearSidebarCookie = () => setCookie("sidebar_state=; path=/; max-age=0");

async function openAdmin() {
  const view = renderRoute("/admin/users");
  await screen.findByRole("heading", { level: 1, name: "User Management" });
  return view;
}

const sidebar = () => document.getElementById("admin-sidebar");

beforeEach(() => {
  storeAdminSession();
  mockApi({
    "GET /api/admin/users": { body: { statusCode: 200, message: "OK", data: [], totalCount: 0 } },
  });
});

afterEach(() => {
  clearSidebarCookie();
  vi.unstubAllGlobals();
});

describe("admin sidebar", () => {
  it("links to User Management and, under Master, Regex", async () => {
    await openAdmin();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(within(nav).getByRole("link", { name: "User Management" })).toHaveAttribute(
      "href",
      "/admin/users",
    );
    const master = within(nav).getByRole("button", { name: "Master" });
    expect(master).toHaveAttribute("aria-expanded", "true");
    expect(within(nav).getByRole("link", { name: "Regex" })).toHaveAttribute(
      "href",
      "/admin/regex",
    );
    await userEvent.click(master);
    expect(master).toHaveAttribute("aria-expanded", "false");
    expect(within(nav).queryByRole("link", { name: "Regex" })).not.toBeInTheDocument();
  });

  it("collapses with Ctrl+B, keeps that in a 7-day cookie, and starts collapsed next time", async () => {
    const first = await openAdmin();
    expect(sidebar()).toHaveAttribute("data-state", "expanded");

    fireEvent.keyDown(window, { key: "b", ctrlKey: true });
    expect(sidebar()).toHaveAttribute("data-state", "collapsed");
    expect(document.cookie).toContain("sidebar_state=false");
    expect(screen.getByRole("button", { name: "Toggle sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    first.unmount();
    await openAdmin();
    expect(sidebar()).toHaveAttribute("data-state", "collapsed");
    // Collapsed to icons, the links keep their names.
    expect(screen.getByRole("link", { name: "Regex" })).toBeInTheDocument();
  });

  it("expands again with Cmd+B and with the toggle button", async () => {
    setCookie("sidebar_state=false; path=/");
    await openAdmin();
    expect(sidebar()).toHaveAttribute("data-state", "collapsed");

    fireEvent.keyDown(window, { key: "b", metaKey: true });
    expect(sidebar()).toHaveAttribute("data-state", "expanded");
    expect(document.cookie).toContain("sidebar_state=true");

    await userEvent.click(screen.getByRole("button", { name: "Toggle sidebar" }));
    expect(sidebar()).toHaveAttribute("data-state", "collapsed");
    expect(document.cookie).toContain("sidebar_state=false");
  });

  it("ignores B without Ctrl or Cmd", async () => {
    await openAdmin();
    fireEvent.keyDown(window, { key: "b" });
    expect(sidebar()).toHaveAttribute("data-state", "expanded");
  });
});

describe("admin top bar", () => {
  it("shows the admin and signs out to /admin/login", async () => {
    const { router } = await openAdmin();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(banner).getByText("grace@example.com")).toBeInTheDocument();
    expect(within(banner).getByText("admin")).toBeInTheDocument();

    await userEvent.click(within(banner).getByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText("Sign Out successfully")).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Sign In (Admin)" });
    expect(router.state.location.pathname).toBe("/admin/login");
    expect(localStorage.getItem("adminData")).toBeNull();
  });
});

describe("on a small screen", () => {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width: 767px"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it("opens the sidebar as a sheet from the menu button, and closes it on navigation", async () => {
    const { router } = await openAdmin();
    expect(screen.queryByRole("navigation", { name: "Admin" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Admin menu" });
    await userEvent.click(within(sheet).getByRole("link", { name: "Regex" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/regex"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("toggles the sheet with Ctrl+B", async () => {
    await openAdmin();
    fireEvent.keyDown(window, { key: "b", ctrlKey: true });
    expect(await screen.findByRole("dialog", { name: "Admin menu" })).toBeInTheDocument();
    expect(document.cookie).not.toContain("sidebar_state");
  });
});
