import type { FormSummary, Workspace } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failWith, mockApi } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { PERSONAL_WORKSPACE, TEAM_WORKSPACE, workspacesReply } from "@/test/workspace-fixtures";
import { DashboardPage } from "./dashboard-page";

const summary = (index: number, fields: Partial<FormSummary> = {}): FormSummary => ({
  _id: `0193a000-0000-7000-8000-${String(index).padStart(12, "0")}`,
  title: `Form ${index}`,
  description: "",
  isPublic: false,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
  version: 1,
  responseCount: 0,
  workspaceId: "01950000-0000-7000-8000-0000000000aa",
  questionCount: 3,
  acceptingResponses: true,
  views: 0,
  completionRate: null,
  ...fields,
});

/**
 * GET /api/forms over `forms`, as the server pages and searches them; the user is in the
 * personal workspace and `others`, and any other workspace is not found.
 */
function mockForms(forms: FormSummary[], others: Workspace[] = []) {
  const workspaces = [PERSONAL_WORKSPACE, ...others];
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, "http://localhost");
    if (url.pathname === "/api/workspaces")
      return Response.json({ statusCode: 200, message: "ok", data: workspaces });
    const workspace = url.searchParams.get("workspace");
    if (workspace && !workspaces.some((each) => each._id === workspace))
      return Response.json(
        { statusCode: 404, code: "WORKSPACE_NOT_FOUND", message: "Workspace not found" },
        { status: 404 },
      );
    const search = (url.searchParams.get("search") ?? "").toLowerCase();
    const page = Number(url.searchParams.get("page") ?? 1);
    const limit = Number(url.searchParams.get("limit") ?? 10);
    const matching = forms.filter((form) => form.title.toLowerCase().includes(search));
    const data = matching.slice((page - 1) * limit, page * limit);
    return Response.json({ statusCode: 200, message: "ok", data, total: matching.length });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDashboard(path = "/dashboard") {
  storeUserSession();
  const router = createMemoryRouter([{ path: "/dashboard", element: <DashboardPage /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

// The debounce and the refetch take a moment on a busy machine.
const SLOW = { timeout: 5_000 };

afterEach(() => vi.unstubAllGlobals());

describe("DashboardPage", () => {
  it("shows the total, the cards and the pages", async () => {
    mockForms([
      summary(1, { description: "Tell us about you", responseCount: 1, isPublic: true }),
      summary(2, { responseCount: 4 }),
      ...Array.from({ length: 10 }, (_, i) => summary(i + 3)),
    ]);
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Your Forms (12)" })).toBeInTheDocument();
    const first = screen.getByRole("article", { name: "Form 1" });
    expect(within(first).getByText("1 response")).toBeInTheDocument();
    expect(within(first).getByText("Tell us about you")).toBeInTheDocument();
    expect(within(first).getByRole("switch", { name: "Public" })).toBeChecked();
    expect(within(first).getByText(/^Created on /)).toBeInTheDocument();
    const second = screen.getByRole("article", { name: "Form 2" });
    expect(within(second).getByText("4 responses")).toBeInTheDocument();
    expect(within(second).getByText("3 questions")).toBeInTheDocument();
    expect(within(second).getByRole("link", { name: "Responses" })).toHaveAttribute(
      "href",
      `/forms/${summary(2)._id}/responses`,
    );
    expect(screen.getAllByRole("article")).toHaveLength(10);
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("button", { name: "Prev" })).toBeDisabled();
    expect(within(pagination).getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("hides the pagination with one page, and says when there are no forms yet", async () => {
    mockForms([]);
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "No forms yet" })).toBeInTheDocument();
    expect(screen.getByText("Create your first form to start collecting responses")).toBeVisible();
    // Both open the choice of a blank form or a template.
    expect(screen.getAllByRole("button", { name: "Create Form" })).toHaveLength(2);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("keeps the search in the address, resets the page, and removes an empty search", async () => {
    const fetchMock = mockForms(Array.from({ length: 25 }, (_, i) => summary(i + 1)));
    const user = userEvent.setup();
    const router = renderDashboard("/dashboard?page=2&limit=3");
    const heading = () => document.querySelector("h1");
    expect(await screen.findByText("Form 4")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search forms" }), "Form 2");
    await waitFor(() => expect(router.state.location.search).toBe("?limit=3&search=Form+2"), SLOW);
    await waitFor(() => expect(heading()).toHaveTextContent("Your Forms(7)"), SLOW);
    const searches = fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.includes("search="));
    expect(searches).toEqual(["/api/forms?search=Form+2&page=1&limit=3"]);

    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "zz");
    expect(await screen.findByText("No forms match your search", {}, SLOW)).toBeVisible();

    await user.clear(screen.getByRole("searchbox"));
    await waitFor(() => expect(router.state.location.search).toBe("?limit=3"), SLOW);
    await waitFor(() => expect(heading()).toHaveTextContent("Your Forms(25)"), SLOW);
  });

  it("says when the forms cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ statusCode: 500, message: "boom" }, { status: 500 })),
    );
    renderDashboard();
    expect(await screen.findAllByText("Error while loading forms")).not.toHaveLength(0);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("lists the workspace the address names, and keeps it when searching", async () => {
    const fetchMock = mockForms([summary(1), summary(2)], [TEAM_WORKSPACE]);
    const user = userEvent.setup();
    const router = renderDashboard(`/dashboard?workspace=${TEAM_WORKSPACE._id}`);
    expect(await screen.findByText("Form 1")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search forms" }), "Form 2");
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(`?workspace=${TEAM_WORKSPACE._id}&search=Form+2`),
      SLOW,
    );
    const lists = fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.startsWith("/api/forms"));
    expect(lists.every((url) => url.includes(`workspace=${TEAM_WORKSPACE._id}`))).toBe(true);
  });

  it("offers a viewer no create, duplicate or delete, and no switches", async () => {
    mockForms(
      [summary(1, { workspaceId: TEAM_WORKSPACE._id })],
      [{ ...TEAM_WORKSPACE, role: "viewer" }],
    );
    renderDashboard(`/dashboard?workspace=${TEAM_WORKSPACE._id}`);
    const card = await screen.findByRole("article", { name: "Form 1" });
    expect(within(card).getByRole("link", { name: "Responses" })).toBeVisible();
    expect(within(card).queryByRole("button", { name: /Duplicate/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(card).getByRole("switch", { name: "Private" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Create Form" })).not.toBeInTheDocument();
  });

  it("says so when the address names a workspace the user is not in", async () => {
    mockForms([summary(1)]);
    renderDashboard("/dashboard?workspace=0193a000-0000-7000-8000-00000000dead");
    expect(await screen.findByRole("heading", { name: "Workspace not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to your personal dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
  });

  it("shows how to enter a workspace that requires two-factor authentication the user lacks", async () => {
    const message = "This workspace requires two-factor authentication";
    mockApi({
      ...workspacesReply({ ...TEAM_WORKSPACE, requiresTwoFactor: true }),
      "GET /api/forms": failWith("TWO_FACTOR_REQUIRED_BY_WORKSPACE", message),
    });
    renderDashboard(`/dashboard?workspace=${TEAM_WORKSPACE._id}`);
    const heading = await screen.findByRole("heading", {
      name: "Research Lab requires two-factor authentication",
    });
    expect(heading).toBeVisible();
    expect(screen.getByRole("link", { name: "Set up two-factor authentication" })).toHaveAttribute(
      "href",
      "/user-profile",
    );
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
