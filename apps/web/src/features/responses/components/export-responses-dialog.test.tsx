import type { ResponsesFilter } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { ExportResponsesDialog } from "./export-responses-dialog";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f1";
const EXPORT = `GET /api/responses/form/${FORM_ID}/export`;

function renderDialog(filter: ResponsesFilter = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExportResponsesDialog
        form={{ _id: FORM_ID, title: "Trip" }}
        version={3}
        filter={filter}
        disabled={false}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

/** The query of each export call, as the server receives it. */
function exportQueries(fetchMock: ReturnType<typeof mockApi>["fetchMock"]) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname.endsWith("/export"))
    .map((url) => Object.fromEntries(url.searchParams));
}

beforeEach(() => {
  storeUserSession();
  // jsdom saves no file: the blob URL and the link's click stand in for the browser's download.
  Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ExportResponsesDialog", () => {
  it("downloads SPEC's CSV with the default choices: the same call as before", async () => {
    const api = mockApi({ [EXPORT]: { body: "csv" } });
    const user = renderDialog();
    await user.click(screen.getByRole("button", { name: "Download Responses" }));
    const dialog = await screen.findByRole("dialog", { name: "Download responses" });
    expect(screen.getByRole("switch", { name: "Respondent name and email" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Score columns" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: /CSV/ })).toBeChecked();
    expect(screen.getByRole("group", { name: "Format" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(exportQueries(api.fetchMock)).toEqual([{ version: "3" }]);
  });

  it("exports what the page's filters keep, and says so", async () => {
    const api = mockApi({ [EXPORT]: { body: "csv" } });
    const user = renderDialog({ from: "2026-03-01", q: "late" });
    await user.click(screen.getByRole("button", { name: "Download Responses" }));
    expect(
      await screen.findByText(/The responses of version 3 that match the filters\./),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() =>
      expect(exportQueries(api.fetchMock)).toEqual([
        { version: "3", from: "2026-03-01", q: "late" },
      ]),
    );
  });

  it("asks for the chosen columns and Excel, by keyboard alone", async () => {
    const api = mockApi({ [EXPORT]: { body: "xlsx" } });
    const user = renderDialog();
    await user.tab();
    expect(screen.getByRole("button", { name: "Download Responses" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog");
    const respondent = screen.getByRole("switch", { name: "Respondent name and email" });
    respondent.focus();
    await user.keyboard(" ");
    expect(respondent).toBeChecked();
    await user.tab();
    await user.keyboard(" ");
    expect(screen.getByRole("switch", { name: "Score columns" })).toBeChecked();
    await user.tab();
    expect(screen.getByRole("radio", { name: /CSV/ })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: /Excel/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(exportQueries(api.fetchMock)).toHaveLength(1));
    expect(exportQueries(api.fetchMock)[0]).toEqual({
      version: "3",
      format: "xlsx",
      respondent: "true",
      scores: "true",
    });
  });

  it("starts again from the defaults each time it opens", async () => {
    mockApi({});
    const user = renderDialog();
    await user.click(screen.getByRole("button", { name: "Download Responses" }));
    await user.click(await screen.findByRole("switch", { name: "Score columns" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Download Responses" }));
    expect(await screen.findByRole("switch", { name: "Score columns" })).not.toBeChecked();
  });

  it("keeps the dialog open and says why when the download fails", async () => {
    mockApi({ [EXPORT]: fail(404, "Form not found") });
    const user = renderDialog();
    await user.click(screen.getByRole("button", { name: "Download Responses" }));
    await user.click(await screen.findByRole("button", { name: "Download" }));
    expect(await screen.findByText("Form not found")).toBeVisible();
    expect(screen.getByRole("dialog")).toBeVisible();
  });
});
