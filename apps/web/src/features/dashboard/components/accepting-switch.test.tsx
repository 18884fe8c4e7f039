import type { FormSummary } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { workspacesReply } from "@/test/workspace-fixtures";
import { DashboardPage } from "../pages/dashboard-page";

const FORM: FormSummary = {
  _id: "0193a000-0000-7000-8000-000000000001",
  title: "Team lunch",
  description: "",
  isPublic: true,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
  version: 1,
  responseCount: 0,
  questionCount: 3,
  acceptingResponses: true,
  views: 0,
  completionRate: null,
  workspaceId: "01950000-0000-7000-8000-0000000000aa",
};
const SETTINGS = `PUT /api/forms/${FORM._id}/settings`;

function renderDashboard() {
  storeUserSession();
  const router = createMemoryRouter([{ path: "/dashboard", element: <DashboardPage /> }], {
    initialEntries: ["/dashboard"],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const listOf = (form: FormSummary) => ({
  body: { statusCode: 200, message: "ok", data: [form], total: 1 },
});

afterEach(() => vi.unstubAllGlobals());

describe("the card's Accepting responses switch", () => {
  it("switches at once and sends only that setting", async () => {
    let stored = FORM;
    let answer: () => void = () => {};
    const api = mockApi({
      ...workspacesReply(),
      "GET /api/forms": () => listOf(stored),
      [SETTINGS]: () =>
        new Promise((resolve) => {
          answer = () => {
            stored = { ...FORM, acceptingResponses: false };
            resolve(ok({ _id: FORM._id, settings: { acceptingResponses: false } }));
          };
        }),
    });
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole("article", { name: "Team lunch" });
    const toggle = within(card).getByRole("switch", { name: "Accepting responses" });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(api.callsTo(SETTINGS).map((call) => call.body)).toEqual([{ acceptingResponses: false }]);
    answer();
    await waitFor(() => expect(api.callsTo("GET /api/forms")).toHaveLength(2));
    expect(within(card).getByRole("switch", { name: "Accepting responses" })).not.toBeChecked();
  });

  it("puts the switch back and says why when the change is refused", async () => {
    let lists = 0;
    mockApi({
      ...workspacesReply(),
      // The list is not read again in time: what shows is the rollback, not a refetch.
      "GET /api/forms": () => (lists++ === 0 ? listOf(FORM) : new Promise(() => {})),
      [SETTINGS]: fail(503, "Service unavailable, try again shortly"),
    });
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole("article", { name: "Team lunch" });
    await user.click(within(card).getByRole("switch", { name: "Accepting responses" }));
    expect(await screen.findByText("Service unavailable, try again shortly")).toBeInTheDocument();
    expect(within(card).getByRole("switch", { name: "Accepting responses" })).toBeChecked();
  });
});
