import type { Locator, Page } from "@playwright/test";
import {
  type AdminSession,
  adminServerEnv,
  callWithToken,
  loginAdmin,
  storeAdminData,
} from "../support/admin-api.js";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, type StoredForm } from "../support/forms-api.js";
import { captureScreens } from "../support/screens.js";

test.use({ serverEnv: adminServerEnv("admin-regex") });
// The tests share one server and its patterns, and run in order.
test.describe.configure({ mode: "default" });

let admin: AdminSession;

test.beforeAll(async ({ server }) => {
  admin = await loginAdmin(server);
});

const patternsTable = (page: Page) => page.getByRole("table", { name: "Regex patterns" });
const patternRow = (page: Page, title: string) =>
  patternsTable(page).locator("tbody tr").filter({ hasText: title });

async function chooseOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

type PatternInput = { title: string; regex?: string; errorMessage: string; type?: string };

async function fillPatternForm(page: Page, input: PatternInput) {
  await page.getByLabel("Title").fill(input.title);
  if (input.type) {
    await chooseOption(page, page.getByRole("combobox", { name: "Pattern Type" }), input.type);
  }
  if (input.regex !== undefined) await page.getByLabel("Regex", { exact: true }).fill(input.regex);
  await page.getByLabel("Error Message").fill(input.errorMessage);
}

test.describe("admin regex patterns", () => {
  test("creates from a preset and a custom pattern, toggles, edits and deletes", async ({
    page,
    server,
  }) => {
    test.slow();
    await storeAdminData(page, admin);
    await page.goto("/admin/regex");
    await expect(page).toHaveTitle("Regex Patterns | Formloom");
    await expect(page.getByRole("heading", { level: 1, name: "Regex Patterns" })).toBeVisible();
    await expect(page.getByText("No regex patterns found")).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "admin-regex-empty");

    // A preset fills and locks the Regex field; Max Length outside 1–1000 warns.
    await page.getByRole("main").getByRole("link", { name: "Create", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/regex\/create$/);
    await expect(page).toHaveTitle("Create Regex | Formloom");
    await fillPatternForm(page, {
      title: "Phone number",
      type: "Phone Number",
      errorMessage: "Enter your 10-digit phone number",
    });
    const regex = page.getByLabel("Regex", { exact: true });
    await expect(regex).toHaveValue("/^[0-9]{10}$/");
    await expect(regex).not.toBeEditable();
    await page.getByLabel("Max Length").fill("0");
    await expect(page.getByText("Max Length must be between 1 and 1000").first()).toBeVisible();
    await page.getByLabel("Max Length").fill("");
    await expectAccessible(page);
    await captureScreens(page, "admin-regex-create-preset");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Regex pattern created successfully").last()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/regex$/);

    // A custom pattern, written /pattern/flags.
    await page.getByRole("main").getByRole("link", { name: "Create", exact: true }).click();
    await fillPatternForm(page, {
      title: "Employee ID",
      regex: "^emp-[0-9]{4}$",
      errorMessage: "Use the form EMP-1234",
    });
    await expect(page.getByText("Please enter a valid Regex pattern")).toBeVisible();
    await regex.fill("/^emp-[0-9]{4}$/i");
    await expect(page.getByText("Please enter a valid Regex pattern")).toHaveCount(0);
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Regex pattern created successfully").last()).toBeVisible();

    await expect(patternsTable(page).getByRole("columnheader")).toHaveText([
      "No.",
      "Regex Name",
      "Regex Value",
      "Error Message",
      "Created On",
      "Status",
      "Action",
    ]);
    await expect(patternsTable(page).locator("tbody tr")).toHaveCount(2);
    const employee = patternRow(page, "Employee ID");
    await expect(employee).toContainText("Use the form EMP-1234");
    await employee.getByText("/^emp-[0-9]{4}$/i").hover();
    await expect(page.getByRole("tooltip")).toHaveText("/^emp-[0-9]{4}$/i");
    await expectAccessible(page);
    await captureScreens(page, "admin-regex-list");

    // Stored without the slashes, the flag inline.
    const stored = await callWithToken<Array<{ title: string; regex: string }>>(
      server,
      admin.token,
      "GET",
      "/admin/regex?limit=10",
    );
    expect(stored.json.data.map(({ title, regex: value }) => [title, value])).toEqual([
      ["Employee ID", "(?i)^emp-[0-9]{4}$"],
      ["Phone number", "^[0-9]{10}$"],
    ]);

    // Status switch, off and on again.
    const phoneStatus = patternRow(page, "Phone number").getByRole("switch", {
      name: "Status of Phone number",
    });
    await phoneStatus.click();
    await expect(page.getByText("Status updated successfully").last()).toBeVisible();
    await expect(phoneStatus).not.toBeChecked();
    await phoneStatus.click();
    await expect(phoneStatus).toBeChecked();

    // Edit: Update waits for a change; an undone change has nothing to save.
    await employee.getByRole("link", { name: "Edit Employee ID" }).click();
    await expect(page).toHaveURL(/\/admin\/regex\/edit\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle("Edit Regex | Formloom");
    const title = page.getByLabel("Title");
    await expect(title).toHaveValue("Employee ID");
    await expect(regex).toHaveValue("/^emp-[0-9]{4}$/i");
    const update = page.getByRole("button", { name: "Update" });
    await expect(update).toBeDisabled();
    await title.fill("Employee ID!");
    await expect(update).toBeEnabled();
    await title.fill("Employee ID");
    await update.click();
    await expect(page.getByText("No changes to update").last()).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "admin-regex-edit");

    const updateRequest = page.waitForRequest(
      (request) => request.method() === "PUT" && request.url().endsWith("/api/admin/regex"),
    );
    await page.getByLabel("Error Message").fill("Write it like EMP-1234");
    await update.click();
    expect((await updateRequest).postDataJSON()).toEqual({
      _id: expect.any(String),
      errorMessage: "Write it like EMP-1234",
    });
    await expect(page.getByText("Regex pattern updated successfully").last()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/regex$/);
    await expect(employee).toContainText("Write it like EMP-1234");

    // Delete, after a Cancel.
    await patternRow(page, "Phone number")
      .getByRole("button", { name: "Delete Phone number" })
      .click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Regex Pattern" });
    await expect(dialog).toContainText(
      "Are you sure you want to delete this regex pattern? This action cannot be undone.",
    );
    await expectAccessible(page);
    await captureScreens(page, "admin-regex-delete-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(patternRow(page, "Phone number")).toBeVisible();
    await patternRow(page, "Phone number")
      .getByRole("button", { name: "Delete Phone number" })
      .click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Regex pattern deleted successfully").last()).toBeVisible();
    await expect(patternRow(page, "Phone number")).toHaveCount(0);
    await expect(patternsTable(page).locator("tbody tr")).toHaveCount(1);
  });

  test("refuses patterns the server cannot run safely, with its reason on the Regex field", async ({
    page,
  }) => {
    await storeAdminData(page, admin);
    await page.goto("/admin/regex/create");
    await fillPatternForm(page, {
      title: "Greedy",
      regex: "/(a+)+$/",
      errorMessage: "Nope",
    });
    await page.getByRole("button", { name: "Create", exact: true }).click();
    const regex = page.getByLabel("Regex", { exact: true });
    await expect(regex).toHaveAttribute("aria-invalid", "true");
    const field = page.getByRole("alert").filter({ hasText: "catastrophic backtracking" });
    await expect(field).toBeVisible();
    await expectAccessible(page);
    await captureScreens(page, "admin-regex-refused");
    await expect(page).toHaveURL(/\/admin\/regex\/create$/);

    await regex.fill("/^(?=a)a$/");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Lookarounds and back-references are not allowed" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/regex\/create$/);
  });

  test("a form owner picks the new pattern in the builder, and a wrong answer is refused", async ({
    page,
    browser,
    server,
  }) => {
    test.slow();
    await storeAdminData(page, admin);
    await page.goto("/admin/regex/create");
    await fillPatternForm(page, {
      title: "Zip code",
      regex: "/^[0-9]{5}$/",
      errorMessage: "Enter a five-digit zip code",
    });
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Regex pattern created successfully").last()).toBeVisible();

    const owner = await createUser(server, { name: "Form Owner" });
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signInAs(ownerPage, owner);
    await ownerPage.goto(`${server.url}/forms/new`);
    await ownerPage.getByPlaceholder("Form Title").fill("Delivery address");
    const question = ownerPage.getByRole("region", { name: "Question 1", exact: true });
    await question.getByLabel("Question", { exact: true }).fill("Your zip code?");
    await chooseOption(
      ownerPage,
      question.getByRole("combobox", { name: "Validation" }),
      "Zip code",
    );
    await ownerPage.getByRole("button", { name: "Save Form" }).click();
    await expect(ownerPage).toHaveURL(/\/dashboard$/);
    await ownerContext.close();

    const forms = await callApi<Array<{ _id: string; title: string }>>(
      server,
      owner,
      "GET",
      "/forms",
    );
    const formId = forms.find((form) => form.title === "Delivery address")?._id as string;
    const form = await callApi<StoredForm>(server, owner, "GET", `/forms/${formId}`);
    const zip = form.questions[0] as StoredForm["questions"][number];
    expect(zip.validations).toEqual({ regex: { title: "Zip code", regex: "^[0-9]{5}$" } });
    await callApi(server, owner, "PUT", `/forms/${formId}/status`, { isPublic: true });

    // A respondent's wrong answer is refused on the public page as they type...
    const respondentContext = await browser.newContext();
    const respondent = await respondentContext.newPage();
    await respondent.goto(`${server.url}/forms/${formId}/view`);
    const main = respondent.getByRole("main");
    const zipAnswer = main.getByLabel("Your zip code?");
    const submit = main.getByRole("button", { name: "Submit" });
    await zipAnswer.fill("1234a");
    // ...in the words the admin wrote for the pattern...
    await expect(main.getByRole("alert")).toHaveText("Enter a five-digit zip code");
    await expect(submit).toBeDisabled();

    // ...and by the server, whatever a crafted request says.
    const answer = (value: string) =>
      callWithToken(server, null, "POST", `/responses/${formId}`, {
        answers: [{ questionId: zip._id, answer: value }],
      });
    const wrong = await answer("1234a");
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      message: "Your zip code?: Enter a five-digit zip code",
      errors: { [`answers.${zip._id}`]: "Enter a five-digit zip code" },
    });

    await zipAnswer.fill("12345");
    await expect(main.getByRole("alert")).toHaveCount(0);
    await submit.click();
    await expect(main.getByText("Thank You!")).toBeVisible();
    await respondentContext.close();

    // Switched off by the admin, the pattern no longer holds the form's answers back.
    const patterns = await callWithToken<Array<{ _id: string; title: string }>>(
      server,
      admin.token,
      "GET",
      "/admin/regex?limit=100",
    );
    const zipPattern = patterns.json.data.find((pattern) => pattern.title === "Zip code");
    await callWithToken(server, admin.token, "PUT", "/admin/regex", {
      _id: zipPattern?._id,
      active: false,
    });
    expect((await answer("1234a")).status).toBe(201);
  });
});
