import type { Locator, Page } from "@playwright/test";
import { createUser, signInAs } from "../support/api-users.js";
import { chooseByKeyboard } from "../support/builder.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, getForm, listForms } from "../support/forms-api.js";
import { createPublicForm, tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

// A signature: built in the builder, signed by typing the name with the keyboard only on a
// phone, or drawn with the mouse; the owner sees the image in the response.
test.use({ locale: "en-US" });

const PHONE = { width: 375, height: 812 };
const QUESTION = "Sign here";

type Stored = { answers: { questionId: string; answer: unknown }[] };

const question = (page: Page, number: number) =>
  page.getByRole("region", { name: `Question ${number}`, exact: true });

async function typeQuestionText(page: Page, card: Locator, text: string) {
  const input = card.getByLabel("Question", { exact: true });
  await input.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** The owner's individual response shows the stored PNG, loaded with their token. */
async function expectSignatureShown(page: Page, formId: string) {
  await page.goto(`/forms/${formId}/responses`);
  const image = page.getByRole("img", { name: `Signature: ${QUESTION}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // The print view keeps it.
  await page.emulateMedia({ media: "print" });
  await expect(image).toBeVisible();
  await page.emulateMedia({ media: "screen" });
}

test("a signature typed by keyboard only at 375 px, shown to the owner", async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser(server);
  await signInAs(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto("/forms/new");
  await page.getByPlaceholder("Form Title").fill("Agreement");
  const card = question(page, 1);
  await typeQuestionText(page, card, QUESTION);
  await chooseByKeyboard(page, card.getByRole("combobox", { name: "Answer type" }), "Signature");
  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(page.getByText("Form saved successfully!")).toBeVisible();
  const [summary] = await listForms(server, owner);
  const form = await getForm(server, owner, summary!._id);
  expect(form.questions).toMatchObject([{ questionType: "signature", questionText: QUESTION }]);
  await callApi(server, owner, "PUT", `/forms/${form._id}/status`, { isPublic: true });

  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: "Signature pad" })).toBeVisible();
  await expectAccessible(page);

  const typeInstead = main.getByRole("button", { name: "Type your name instead" });
  await tabTo(page, typeInstead);
  await page.keyboard.press("Enter");
  const name = main.getByRole("textbox", { name: "Your name, as your signature" });
  await expect(name).toBeFocused();
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Enter");
  await expect(main.getByRole("status").getByText("Signature saved")).toBeVisible();
  await expect(name).toBeFocused();
  await expectAccessible(page);
  await captureScreens(page, "signature-typed", [375]);

  const submit = main.getByRole("button", { name: "Submit" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  const stored = await callApi<Stored[]>(server, owner, "GET", `/responses/${form._id}`);
  expect(stored.map((response) => response.answers.map((a) => a.answer))).toEqual([
    [expect.stringMatching(/^\/api\/files\//)],
  ]);

  await expectSignatureShown(page, form._id);
  await expectAccessible(page);
  await captureScreens(page, "signature-response", [375]);
  await page.goto(`/forms/${form._id}/responses?tab=summary`);
  await expect(page.getByText("1 signed")).toBeVisible();
});

test("a signature drawn with the mouse, cleared and drawn again", async ({ page, server }) => {
  test.setTimeout(180_000);
  const owner = await createUser(server);
  const form = await createPublicForm(server, owner, {
    title: "Delivery",
    questions: [{ questionType: "signature", questionText: QUESTION, required: true }],
  });
  await page.setViewportSize(PHONE);
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const pad = main.getByRole("img", { name: "Signature pad" });
  await expect(pad).toBeVisible();

  // Unsigned, the required question refuses the submission.
  await main.getByRole("button", { name: "Submit" }).click();
  await expect(main.getByText("Please answer all required questions").first()).toBeVisible();

  const draw = async () => {
    const box = await pad.boundingBox();
    if (!box) throw new Error("the pad has no box");
    await page.mouse.move(box.x + 30, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) {
      await page.mouse.move(
        box.x + 30 + step * 20,
        box.y + box.height / 2 + (step % 2 === 0 ? -25 : 25),
      );
    }
    await page.mouse.up();
  };
  const status = main.getByRole("status").getByText("Signature saved");
  await draw();
  await expect(status).toBeVisible();
  await main.getByRole("button", { name: "Clear signature" }).click();
  await expect(status).toHaveCount(0);
  await draw();
  await expect(status).toBeVisible();
  await captureScreens(page, "signature-drawn", [375]);

  await main.getByRole("button", { name: "Submit" }).click();
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  const stored = await callApi<Stored[]>(server, owner, "GET", `/responses/${form._id}`);
  expect(stored).toHaveLength(1);

  await signInAs(page, owner);
  await expectSignatureShown(page, form._id);
});
