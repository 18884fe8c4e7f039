import { readFileSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

// An owner translates a form into German in the builder: a few texts by hand, the rest through
// the translators' file, after which respondents are offered German.
const SURVEY = {
  title: "Canteen survey",
  description: "Two short pages.",
  questions: [
    { questionType: "text", questionText: "Your class", required: true },
    {
      questionType: "multipleChoice",
      questionText: "Lunch today",
      required: true,
      options: ["Soup", "Salad"],
    },
    { questionType: "section", questionText: "Your view" },
  ],
  settings: { language: "en", languages: ["de"], confirmationMessage: "Thanks!" },
};
const GERMAN: Record<string, string> = {
  "Canteen survey": "Kantinenumfrage",
  "Two short pages.": "Zwei kurze Seiten.",
  "Your class": "Deine Klasse",
  "Lunch today": "Mittagessen heute",
  Soup: "Suppe",
  Salad: "Salat",
  "Your view": "Deine Meinung",
  "Thanks!": "Danke!",
};
const TOTAL = Object.keys(GERMAN).length;

async function openTranslations(page: Page) {
  await page.getByRole("button", { name: "Translate" }).focus();
  await page.keyboard.press("Enter");
  const sheet = page.getByRole("dialog", { name: "Translations" });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The cells of one line of the file, which quotes every field (none of ours holds a quote). */
const cellsOf = (line: string) => line.slice(1, -1).split('","');

test("translates a form by hand and through the translators' file", async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createUser(server, { name: "Lena Owner", email: uniqueEmail("translate") });
  const form = await createPublicForm(server, owner, SURVEY);
  await signInAs(page, owner);
  await page.goto(`/forms/${form._id}/edit`);
  await expect(page.getByPlaceholder("Form Title")).toHaveValue(SURVEY.title);

  let sheet = await openTranslations(page);
  await expect(sheet.getByText(`German: ${TOTAL} of ${TOTAL} texts missing`)).toBeVisible();
  await expect(sheet.getByText(/Respondents are not offered German/)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, "builder-translations", [1280]);

  await sheet
    .getByRole("region", { name: "Form" })
    .getByLabel(/^Title/)
    .fill(GERMAN[SURVEY.title]!);
  const question = sheet.getByRole("region", { name: "Question 1" }).getByLabel(/^Question text/);
  await expect(question).toHaveAttribute("lang", "de");
  await question.fill(GERMAN["Your class"]!);
  await sheet.getByRole("button", { name: "Save translations" }).click();
  await expect(page.getByText("Translations saved.")).toBeVisible();
  await expect(sheet.getByText(`German: ${TOTAL - 2} of ${TOTAL} texts missing`)).toBeVisible();

  await page.reload();
  sheet = await openTranslations(page);
  await expect(sheet.getByText(`German: ${TOTAL - 2} of ${TOTAL} texts missing`)).toBeVisible();
  await expect(sheet.getByRole("region", { name: "Form" }).getByLabel(/^Title/)).toHaveValue(
    GERMAN[SURVEY.title]!,
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    sheet.getByRole("button", { name: "Export for translators" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("canteen-survey-translations.csv");
  const exported = readFileSync(await download.path(), "utf8");
  const [header, ...rows] = exported.trimEnd().split("\r\n");
  expect(header).toBe('\uFEFF"key","what it is","en","de"');
  expect(rows).toHaveLength(TOTAL);
  expect(rows).toContain(`"title","Form · Title","${SURVEY.title}","${GERMAN[SURVEY.title]}"`);

  // The translator fills the German column; a row for a text the form no longer has is left over.
  const translated = rows.map((row) => {
    const [key, label, english] = cellsOf(row);
    return `"${key}","${label}","${english}","${GERMAN[english!]}"`;
  });
  const file = testInfo.outputPath("translated.csv");
  writeFileSync(
    file,
    [header, ...translated, '"q:gone:questionText","Question 9","Gone","Weg"'].join("\r\n"),
  );
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    sheet.getByRole("button", { name: "Import translations" }).click(),
  ]);
  await chooser.setFiles(file);
  const report = sheet.getByRole("status").filter({ hasText: "Imported" });
  await expect(report).toContainText(`Imported ${TOTAL} translations. 1 row did not match:`);
  await expect(report).toContainText(
    `Row ${TOTAL + 2} (q:gone:questionText): This text is no longer in the form`,
  );
  await expect(sheet.getByText(`German: all ${TOTAL} texts translated`)).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, "builder-translations-imported", [1280]);

  await page.goto(`/forms/${form._id}/view?lang=de`);
  await expect(page.getByRole("heading", { name: GERMAN[SURVEY.title] })).toBeVisible();
  await expect(page.getByText(GERMAN["Your class"]!)).toBeVisible();
});
