import type { FormSummary } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
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
  workspaceId: "01950000-0000-7000-8000-0000000000aa",
};
const PUBLIC_LINK = `https://forms.example.org/forms/${FORM._id}/view`;

function renderCard() {
  storeUserSession();
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: <FormCard form={FORM} query={{ page: 1, search: "", limit: 10 }} canEdit />,
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("FormCard", () => {
  it("shows the share link on the server's PUBLIC_URL beside the QR code", async () => {
    const api = mockApi({
      "GET /api/config": ok({
        captcha: { provider: "altcha", siteKey: null },
        publicUrl: "https://forms.example.org",
      }),
    });
    const user = userEvent.setup();
    renderCard();
    await waitFor(() => expect(api.callsTo("GET /api/config")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Show QR code" }));
    expect(await screen.findByText(PUBLIC_LINK)).toBeInTheDocument();
  });
});
