import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession } from "@/test/session-fixtures";
import { FORM_ID, RESPONSES, SUMMARY } from "../test/question-types-fixtures";

const QUIZ_HELD_BACK = {
  ...SUMMARY.form,
  settings: {
    ...SUMMARY.form.settings,
    quiz: { releaseScore: "later" as const, showCorrectAnswers: false },
  },
};

function openResponses(role: "viewer" | "editor") {
  storeUserSession();
  mockApi({
    [`GET /api/responses/form/${FORM_ID}`]: ok({ ...SUMMARY, form: { ...QUIZ_HELD_BACK, role } }),
    [`GET /api/responses/${FORM_ID}`]: {
      body: { statusCode: 200, message: "ok", data: RESPONSES, total: RESPONSES.length },
    },
  });
  return openRoute(`/forms/${FORM_ID}/responses`);
}

afterEach(() => vi.unstubAllGlobals());

describe("FormResponsesPage and the user's role", () => {
  it("shows a viewer the responses and the download, without delete, release or webhooks", async () => {
    const { main } = await openResponses("viewer");
    expect(await main.findByRole("article", { name: /^Response #2/ })).toBeVisible();
    expect(main.getByRole("button", { name: "Print response #2" })).toBeVisible();
    expect(main.getByRole("button", { name: "Download Responses" })).toBeEnabled();
    expect(main.queryByRole("button", { name: "Delete response #2" })).toBeNull();
    expect(main.queryByRole("button", { name: "Delete selected" })).toBeNull();
    expect(main.queryByRole("checkbox")).toBeNull();
    expect(main.queryByRole("button", { name: "Release scores" })).toBeNull();
    expect(main.queryByRole("button", { name: /Webhooks/ })).toBeNull();
  });

  it("gives an editor delete, release and webhooks", async () => {
    const { main } = await openResponses("editor");
    expect(await main.findByRole("button", { name: "Delete response #2" })).toBeVisible();
    expect(main.getByRole("button", { name: "Delete selected" })).toBeVisible();
    expect(main.getByRole("button", { name: "Release scores" })).toBeVisible();
    expect(screen.getByRole("button", { name: /Webhooks/ })).toBeVisible();
  });
});
