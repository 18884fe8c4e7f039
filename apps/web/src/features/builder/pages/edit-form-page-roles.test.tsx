import {
  DEFAULT_FORM_SETTINGS,
  EMPTY_TYPE_FIELDS,
  type Form,
  QUESTION_BEHAVIOUR_DEFAULTS,
  type WorkspaceRole,
} from "@formloom/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession } from "@/test/session-fixtures";
import { PERSONAL_WORKSPACE_ID } from "@/test/workspace-fixtures";

const FORM_ID = "0193a000-0000-7000-8000-0000000000e1";
const AT = "2026-01-05T10:00:00.000Z";

const formFor = (role: WorkspaceRole): Form => ({
  _id: FORM_ID,
  title: "Team survey",
  description: "",
  isPublic: false,
  createdAt: AT,
  updatedAt: AT,
  version: 1,
  responseCount: 0,
  workspaceId: PERSONAL_WORKSPACE_ID,
  role,
  ownerId: "01950000-0000-7000-8000-0000000000c1",
  questions: [
    {
      _id: "0193a000-0000-7000-8000-0000000000e2",
      questionType: "multipleChoice",
      questionText: "Favourite colour?",
      required: false,
      correctAnswer: [],
      validations: {},
      options: ["Red", "Blue"],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
      ...QUESTION_BEHAVIOUR_DEFAULTS,
    },
  ],
  settings: DEFAULT_FORM_SETTINGS,
  translations: {},
  scoresReleasedAt: null,
  hasPassword: false,
  hiddenFields: [],
});

async function openBuilder(role: WorkspaceRole) {
  storeUserSession();
  mockApi({
    [`GET /api/forms/${FORM_ID}`]: ok(formFor(role)),
    "GET /api/admin/regex": ok([]),
  });
  const view = await openRoute(`/forms/${FORM_ID}/edit`);
  await view.main.findByRole("textbox", { name: "Form Title" });
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe("the builder for each role", () => {
  it("shows a viewer the form read-only: no Save, no changes, but preview and sharing", async () => {
    const { main, user } = await openBuilder("viewer");
    expect(main.getByText(/You can view this form\./)).toBeVisible();
    expect(main.getByRole("textbox", { name: "Form Title" })).toBeDisabled();
    expect(main.queryByRole("button", { name: "Save Form" })).toBeNull();
    expect(main.queryByRole("button", { name: "Translate" })).toBeNull();
    expect(main.queryByRole("button", { name: "Duplicate form" })).toBeNull();
    expect(main.queryByRole("button", { name: "Add question" })).toBeNull();
    expect(main.getByRole("button", { name: "Share" })).toBeEnabled();
    expect(main.getByRole("tab", { name: "Preview" })).toBeEnabled();

    // The open card's fields, actions and logic are all disabled; the settings can be read.
    const card = main.getByRole("region", { name: "Question 1" });
    expect(within(card).getByRole("button", { name: "Delete question 1" })).toBeDisabled();
    for (const box of within(card).getAllByRole("textbox")) expect(box).toBeDisabled();
    await user.click(main.getByRole("button", { name: /^Settings/ }));
    const sheet = await screen.findByRole("dialog", { name: "Settings" });
    const switches = within(sheet).getAllByRole("switch");
    expect(switches.length).toBeGreaterThan(0);
    for (const control of switches) expect(control).toBeDisabled();
  });

  it.each(["editor", "owner"] as const)("lets an %s edit and save", async (role) => {
    const { main } = await openBuilder(role);
    expect(main.queryByText(/You can view this form\./)).toBeNull();
    expect(main.getByRole("textbox", { name: "Form Title" })).toBeEnabled();
    expect(main.getByRole("button", { name: "Save Form" })).toBeVisible();
    expect(main.getByRole("button", { name: "Translate" })).toBeVisible();
  });
});
