import type { FormSummary, Workspace } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import {
  PERSONAL_WORKSPACE_ID,
  personalWorkspace,
  TEAM_WORKSPACE_ID,
  teamWorkspace,
} from "@/test/workspace-fixtures";
import { FormCard } from "./form-card";

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
  workspaceId: PERSONAL_WORKSPACE_ID,
};
const PUBLIC_LINK = `https://forms.example.org/forms/${FORM._id}/view`;

const MOVE = `POST /api/forms/${FORM._id}/move`;

/** The card of `form` for a user in `workspaces`, whose moves succeed. */
function renderCard(form = FORM, workspaces: Workspace[] = [personalWorkspace], handlers = {}) {
  storeUserSession();
  const api = mockApi({
    "GET /api/workspaces": ok(workspaces),
    [MOVE]: ok({ ...form, workspaceId: TEAM_WORKSPACE_ID }),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: <FormCard form={form} query={{ page: 1, search: "", limit: 10 }} />,
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, "invalidateQueries");
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { api, invalidate, card: within(screen.getByRole("article", { name: form.title })) };
}

afterEach(() => vi.unstubAllGlobals());

describe("FormCard", () => {
  it("shows the share link on the server's PUBLIC_URL beside the QR code", async () => {
    const { api } = renderCard(FORM, [personalWorkspace], {
      "GET /api/config": ok({
        captcha: { provider: "altcha", siteKey: null },
        publicUrl: "https://forms.example.org",
      }),
    });
    const user = userEvent.setup();
    await waitFor(() => expect(api.callsTo("GET /api/config")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Show QR code" }));
    expect(await screen.findByText(PUBLIC_LINK)).toBeInTheDocument();
  });
});

describe("FormCard and the user's role", () => {
  it("offers a viewer no copy, move or delete, and shows the switches without changing them", async () => {
    const { api, card } = renderCard({ ...FORM, workspaceId: TEAM_WORKSPACE_ID }, [
      personalWorkspace,
      teamWorkspace("viewer"),
    ]);
    await waitFor(() => expect(api.callsTo("GET /api/workspaces")).toHaveLength(1));
    expect(
      await card.findByRole("link", { name: "Open in the builder (view only)" }),
    ).toBeVisible();
    expect(card.queryByRole("button", { name: "Duplicate form" })).toBeNull();
    expect(card.queryByRole("button", { name: "Move to workspace…" })).toBeNull();
    expect(card.queryByRole("button", { name: "Delete form" })).toBeNull();
    for (const control of card.getAllByRole("switch")) expect(control).toBeDisabled();
    expect(card.getByRole("link", { name: /Responses/ })).toBeVisible();
  });

  it("offers no move with a single workspace", async () => {
    const { api, card } = renderCard(FORM, [personalWorkspace]);
    await waitFor(() => expect(api.callsTo("GET /api/workspaces")).toHaveLength(1));
    expect(card.getByRole("button", { name: "Delete form" })).toBeVisible();
    expect(card.queryByRole("button", { name: "Move to workspace…" })).toBeNull();
  });

  it("moves a form to a workspace where the user may create forms, then refreshes the lists", async () => {
    const viewerTeam = teamWorkspace("viewer", {
      _id: "01950000-0000-7000-8000-0000000000cc",
      name: "Board",
    });
    const { api, card, invalidate } = renderCard(FORM, [
      personalWorkspace,
      teamWorkspace("editor"),
      viewerTeam,
    ]);
    const user = userEvent.setup();
    await user.click(await card.findByRole("button", { name: "Move to workspace…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Move to another workspace" }));
    expect(
      dialog.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Research team3 members"]);
    expect(dialog.getByRole("radio", { name: /Research team/ })).toBeChecked();
    await user.click(dialog.getByRole("button", { name: "Move form" }));
    expect(await screen.findByText("Form moved to Research team")).toBeVisible();
    expect(api.callsTo(MOVE)[0]?.body).toEqual({ workspaceId: TEAM_WORKSPACE_ID });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["forms"] });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the views and the completion rate beside the responses, once the form was viewed", () => {
    const { card } = renderCard({
      ...FORM,
      views: 1204,
      completionRate: 0.4167,
      responseCount: 502,
    });
    expect(card.getByText("1,204 views · 42% completed")).toBeVisible();
  });

  it("shows nothing of the funnel before anyone viewed the form", () => {
    const { card } = renderCard(FORM);
    expect(card.queryByText(/views/)).toBeNull();
  });
});
