import type { FormSummary } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeUserSession } from "@/test/session-fixtures";
import { personalWorkspace } from "@/test/workspace-fixtures";
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
  ...fields,
});

/** GET /api/forms over `forms`, as the server pages and searches them; the user's workspaces. */
function mockForms(forms: FormSummary[]) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, "http://localhost");
    if (url.pathname === "/api/workspaces") {
      return Response.json({ statusCode: 200, message: "ok", data: [personalWorkspace] });
    }
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
      .filter((url) => url.includes("search"));
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
});
