import type { ReceivedResponse, SubmittedResponse } from "@formloom/shared";
import { within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getRowTexts } from "@/test/get-row-texts";
import { fail, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession } from "@/test/session-fixtures";
import { personalWorkspace, TEAM_WORKSPACE_ID, teamWorkspace } from "@/test/workspace-fixtures";

const RECEIVED = "GET /api/responses/received";
const SUBMITTED = "GET /api/responses/submitted";
const FORM_ID = "0193a000-0000-7000-8000-0000000000f1";
const AT = "2026-03-01T10:00:00.000Z";

const page = <T,>(data: T[], total: number) => ({
  body: { statusCode: 200, message: "OK", data, total },
});

const SUBMITTED_RESPONSE: SubmittedResponse = {
  _id: "0193a000-0000-7000-8000-0000000000a1",
  formId: FORM_ID,
  formTitle: "Capitals quiz",
  score: { correct: 2, total: 3, percentage: 67 },
  createdAt: AT,
};

const RECEIVED_RESPONSE: ReceivedResponse = {
  ...SUBMITTED_RESPONSE,
  respondentName: "Ada Lovelace",
  respondentEmail: "ada@example.org",
  score: { correct: 0, total: 0, percentage: 0 },
};

afterEach(() => vi.unstubAllGlobals());

describe("ResponsesHubPage", () => {
  it("asks for the received responses of the workspace the address names, and keeps it across tabs", async () => {
    storeUserSession();
    const api = mockApi({
      "GET /api/workspaces": ok([personalWorkspace, teamWorkspace("viewer")]),
      [RECEIVED]: page([RECEIVED_RESPONSE], 1),
      [SUBMITTED]: page([SUBMITTED_RESPONSE], 1),
    });
    const { main, user, router } = await openRoute(`/responses?workspace=${TEAM_WORKSPACE_ID}`);
    await main.findByRole("table", { name: "Received responses" });
    const asked = () => api.fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://x"));
    const received = asked().find((url) => url.pathname === "/api/responses/received");
    expect(received?.searchParams.get("workspace")).toBe(TEAM_WORKSPACE_ID);

    await user.click(main.getByRole("tab", { name: /Submitted/ }));
    await main.findByRole("table", { name: "Submitted responses" });
    expect(new URLSearchParams(router.state.location.search).get("workspace")).toBe(
      TEAM_WORKSPACE_ID,
    );
    const submitted = asked().find((url) => url.pathname === "/api/responses/submitted");
    expect(submitted?.searchParams.has("workspace")).toBe(false);
  });

  it("lists received responses with their respondent, leading to the form's responses, and pages them", async () => {
    storeUserSession();
    mockApi({ [RECEIVED]: page([RECEIVED_RESPONSE], 25) });
    const { main, user, router } = await openRoute("/responses");

    const table = await main.findByRole("table", { name: "Received responses" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Form", "Respondent", "Score", "Submitted"]);
    expect(getRowTexts(table)).toEqual([
      ["Capitals quiz", "Ada Lovelaceada@example.org", "—", expect.any(String)],
    ]);
    const cards = main.getByRole("list", { name: "Received responses" });
    expect(within(cards).getByText("ada@example.org")).toBeInTheDocument();
    for (const link of main.getAllByRole("link", { name: "Capitals quiz" })) {
      expect(link).toHaveAttribute("href", `/forms/${FORM_ID}/responses`);
    }

    const pager = main.getByRole("navigation", { name: "Received pages" });
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    expect(router.state.location.search).toBe("?page=2");
  });

  it("lists submitted responses with their score, leading to the quiz results", async () => {
    storeUserSession();
    mockApi({ [SUBMITTED]: page([SUBMITTED_RESPONSE], 1) });
    const { main } = await openRoute("/responses?tab=submitted");

    const table = await main.findByRole("table", { name: "Submitted responses" });
    expect(getRowTexts(table)).toEqual([["Capitals quiz", "2/3 · 67%", expect.any(String)]]);
    for (const link of main.getAllByRole("link", { name: "Capitals quiz" })) {
      expect(link).toHaveAttribute("href", `/quizzes/${FORM_ID}/results`);
    }
    expect(main.queryByRole("navigation", { name: "Submitted pages" })).toBeNull();
  });

  it("says a score is not released yet while the quiz keeps it", async () => {
    storeUserSession();
    mockApi({ [SUBMITTED]: page([{ ...SUBMITTED_RESPONSE, score: null }], 1) });
    const { main } = await openRoute("/responses?tab=submitted");

    const table = await main.findByRole("table", { name: "Submitted responses" });
    expect(getRowTexts(table)).toEqual([["Capitals quiz", "Not released yet", expect.any(String)]]);
  });

  it("shows each tab's empty state", async () => {
    storeUserSession();
    mockApi({ [RECEIVED]: page([], 0), [SUBMITTED]: page([], 0) });
    const { main, user } = await openRoute("/responses");

    expect(await main.findByText("No responses received yet")).toBeVisible();
    expect(main.getByRole("link", { name: "Go to your forms" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await user.click(main.getByRole("tab", { name: "Submitted" }));
    expect(await main.findByText("Nothing submitted yet")).toBeVisible();
    expect(main.queryByRole("table")).toBeNull();
  });

  it("says the list failed and fetches it again on 'Try again'", async () => {
    storeUserSession();
    const api = mockApi({ [RECEIVED]: fail(500, "Database exploded") });
    const { main, user } = await openRoute("/responses");

    expect(await main.findByText("Error while fetching Response")).toBeVisible();
    await user.click(main.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(api.callsTo(RECEIVED)).toHaveLength(2));
  });
});
