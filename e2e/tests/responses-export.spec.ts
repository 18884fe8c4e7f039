import { readFileSync } from "node:fs";
import { createUser, signInAs, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicQuiz, QUIZ, submitAnswers, uploadAnswerFile } from "../support/quiz-api.js";
import { captureScreens } from "../support/screens.js";

test.describe("the export dialog", () => {
  test("downloads SPEC's CSV by default, then Excel with the respondent and the scores", async ({
    page,
    server,
  }) => {
    test.setTimeout(60_000);
    const owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
    const quiz = await createPublicQuiz(server, owner);
    const ticket = await uploadAnswerFile(server, quiz, QUIZ.ticket);
    await submitAnswers(server, quiz, {
      [QUIZ.name]: "Ann",
      [QUIZ.capital]: "Paris",
      [QUIZ.planet]: "Jupiter",
      [QUIZ.colours]: ["Red", "Blue", "Yellow"],
      [QUIZ.rating]: 5,
      [QUIZ.ticket]: ticket,
    });
    await signInAs(page, owner);
    await page.goto(`/forms/${quiz._id}/responses`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: quiz.title })).toBeVisible();

    // The dialog opens on SPEC's CSV, from the keyboard too.
    await main.getByRole("button", { name: "Download Responses" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Download responses" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole("switch", { name: "Respondent name and email" }),
    ).not.toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Score columns" })).not.toBeChecked();
    await expect(dialog.getByRole("radio", { name: /CSV/ })).toBeChecked();
    await expectAccessible(page);
    await captureScreens(page, "responses-export-dialog");

    const [csvDownload] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    await expect(dialog).toBeHidden();
    expect(csvDownload.suggestedFilename()).toBe(`${quiz.title}-responses.csv`);
    const csv = readFileSync(await csvDownload.path(), "utf8");
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      ["Timestamp", ...quiz.questions.map((q) => q.questionText)].map((t) => `"${t}"`).join(","),
    );
    expect(lines[1]).toContain('"Ann","Paris","","Jupiter","Red; Blue; Yellow","5",');

    // The file link opens without the app's session.
    const link = csv.match(/"(http[^"]+\/api\/file-links\/[^"]+)"/)?.[1] ?? "";
    const linked = new URL(link);
    const file = await page.request.get(`${server.url}${linked.pathname}${linked.search}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const tampered = await page.request.get(
      `${server.url}${linked.pathname}?expires=1&signature=x`,
    );
    expect(tampered.status()).toBe(403);

    // Excel, with the name and email and the scores.
    await main.getByRole("button", { name: "Download Responses" }).click();
    await dialog.getByRole("switch", { name: "Respondent name and email" }).click();
    await dialog.getByRole("switch", { name: "Score columns" }).click();
    await dialog.getByText("Excel (.xlsx)").click();
    await expect(dialog.getByRole("radio", { name: /Excel/ })).toBeChecked();
    await expectAccessible(page);
    await captureScreens(page, "responses-export-dialog-excel", [1280]);
    const [xlsxDownload] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toBe(`${quiz.title}-responses.xlsx`);
    // An .xlsx is a zip: it starts with PK.
    expect(
      readFileSync(await xlsxDownload.path())
        .subarray(0, 2)
        .toString(),
    ).toBe("PK");
  });
});
