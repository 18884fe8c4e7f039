import type { Browser, Page } from "@playwright/test";
import { createUser, signInAs, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, type StoredForm } from "../support/forms-api.js";
import { submitAnswers } from "../support/quiz-api.js";
import { captureScreens } from "../support/screens.js";
import type { RunningServer } from "../support/server.js";
import { addMember, createWorkspace } from "../support/workspaces-api.js";

const TEAM = "Research team";
const QUESTION = "What is your name?";

/** An owner with a team where a viewer and an editor joined by invitation. */
async function seedTeam(server: RunningServer) {
  const owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
  const team = await createWorkspace(server, owner, TEAM);
  const viewer = await addMember(server, owner, team, { role: "viewer", name: "Vera Viewer" });
  const editor = await addMember(server, owner, team, { role: "editor", name: "Eddie Editor" });
  return { owner, team, viewer, editor };
}

/** A page of its own for each user, signed in as them. */
async function openAs(browser: Browser, server: RunningServer, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInAs(page, user);
  return page;
}

const titleField = (page: Page) => page.getByRole("textbox", { name: "Form Title" });

test.describe("workspace roles", () => {
  test("a viewer reads a team form and its responses; an editor edits and saves it", async ({
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const { owner, team, viewer, editor } = await seedTeam(server);
    const form = await createForm(server, owner, { title: "Team survey" }, team._id);
    await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });
    await submitAnswers(server, form, { [QUESTION]: "Grace" });

    const viewerPage = await openAs(browser, server, viewer);
    await viewerPage.goto(`/forms/${form._id}/edit`);
    await expect(titleField(viewerPage)).toHaveValue("Team survey");
    await expect(viewerPage.getByText("You can view this form.")).toBeVisible();
    await expect(titleField(viewerPage)).not.toBeEditable();
    await expect(viewerPage.getByRole("button", { name: "Save Form" })).toHaveCount(0);
    await expect(viewerPage.getByRole("button", { name: "Add Question" })).toHaveCount(0);
    await expect(viewerPage.getByRole("button", { name: "Share" })).toBeEnabled();
    await expectAccessible(viewerPage);
    await captureScreens(viewerPage, "roles-builder-read-only");

    await viewerPage.getByRole("tab", { name: "Preview" }).click();
    await expect(viewerPage.getByRole("heading", { name: "Team survey" })).toBeVisible();

    await viewerPage.goto(`/forms/${form._id}/responses`);
    await expect(viewerPage.getByRole("article", { name: /^Response #1/ })).toBeVisible();
    await expect(viewerPage.getByRole("button", { name: "Download Responses" })).toBeEnabled();
    await expect(viewerPage.getByRole("button", { name: "Delete response #1" })).toHaveCount(0);
    await expect(viewerPage.getByRole("button", { name: "Delete selected" })).toHaveCount(0);
    await expect(viewerPage.getByRole("button", { name: "Webhooks" })).toHaveCount(0);
    await expectAccessible(viewerPage);
    await captureScreens(viewerPage, "roles-responses-viewer", [1280]);

    const editorPage = await openAs(browser, server, editor);
    await editorPage.goto(`/forms/${form._id}/edit`);
    await expect(titleField(editorPage)).toBeEditable();
    await expect(editorPage.getByText("You can view this form.")).toHaveCount(0);
    await titleField(editorPage).fill("Team survey, second round");
    await editorPage.getByRole("button", { name: "Save Form" }).click();
    await expect(editorPage).toHaveURL(/\/dashboard$/);
    const saved = await callApi<StoredForm>(server, viewer, "GET", `/forms/${form._id}`);
    expect(saved.title).toBe("Team survey, second round");
  });

  test("the owner moves a personal form to the team, where the editor then edits it", async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const { owner, team, editor } = await seedTeam(server);
    const form = await createForm(server, owner, { title: "Moving form" });
    await createForm(server, owner, { title: "Staying form" });

    await signInAs(page, owner);
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Moving form" });
    await card.getByRole("button", { name: "Move to workspace…" }).click();
    const dialog = page.getByRole("dialog", { name: "Move to another workspace" });
    await expect(dialog.getByRole("radio", { name: new RegExp(TEAM) })).toBeChecked();
    await expect(dialog.getByRole("radio")).toHaveCount(1);
    await expectAccessible(page);
    await captureScreens(page, "roles-move-dialog", [1280, 360]);

    await dialog.getByRole("button", { name: "Move form" }).click();
    await expect(page.getByText(`Form moved to ${TEAM}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole("article", { name: "Staying form" })).toBeVisible();

    const teamForms = await callApi<{ _id: string }[]>(
      server,
      editor,
      "GET",
      `/forms?workspace=${team._id}`,
    );
    expect(teamForms.map((each) => each._id)).toEqual([form._id]);
    const editorPage = await openAs(browser, server, editor);
    await editorPage.goto(`/forms/${form._id}/edit`);
    await expect(titleField(editorPage)).toHaveValue("Moving form");
    await expect(titleField(editorPage)).toBeEditable();
    await expect(editorPage.getByRole("button", { name: "Save Form" })).toBeVisible();
  });
});
