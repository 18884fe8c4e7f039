import { crc32, deflateSync } from "node:zlib";
import { createUser, signInAs } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { callApi, createForm, getForm } from "../support/forms-api.js";
import { tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

// Image choice: pictures uploaded in the builder, picked by keyboard only on a phone, summarised
// with a thumbnail per option.
test.use({ locale: "en-US" });

const PHONE = { width: 375, height: 812 };
const QUESTION = "Which cover do you prefer?";
const OPTIONS = ["Sea", "Forest", "Desert"];

/** A solid-colour PNG of the given size, made here: IHDR, one IDAT, IEND. */
function solidPng(width: number, height: number, [red, green, blue]: number[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(width).fill([red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("image choice: pictures uploaded in the builder, picked by keyboard at 375 px, summarised", async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser(server);
  const created = await createForm(server, owner, {
    title: "Covers",
    questions: [{ questionType: "imageChoice", questionText: QUESTION, options: OPTIONS }],
  });
  await signInAs(page, owner);
  await page.goto(`/forms/${created._id}/edit`);

  // The owner gives two options a picture and an alt text.
  const card = page.getByRole("region", { name: "Question 1", exact: true });
  const pictures = card.getByRole("group", { name: "Pictures" });
  const colours = [
    [20, 90, 160],
    [30, 120, 50],
  ];
  for (const [index, option] of OPTIONS.slice(0, 2).entries()) {
    await pictures
      .locator('input[type="file"]')
      .nth(index)
      .setInputFiles({
        name: `${option.toLowerCase()}.png`,
        mimeType: "image/png",
        buffer: solidPng(64, 48, colours[index] as number[]),
      });
    await expect(
      pictures.getByRole("button", { name: `Replace picture for ${option}` }),
    ).toBeVisible();
    await pictures.getByLabel(`Alt text for ${option}`).fill(`A ${option.toLowerCase()} in blue`);
  }
  await expect(pictures.getByRole("button", { name: "Upload picture for Desert" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save Form" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const form = await getForm(server, owner, created._id);
  const [saved] = form.questions as unknown as {
    _id: string;
    optionImages: { imageId: string | null; alt: string }[];
  }[];
  expect(saved?.optionImages.map((image) => [image.imageId !== null, image.alt])).toEqual([
    [true, "A sea in blue"],
    [true, "A forest in blue"],
    [false, ""],
  ]);
  await callApi(server, owner, "PUT", `/forms/${created._id}/status`, { isPublic: true });

  // The respondent, by keyboard only, on a phone: a grid of two columns of cards.
  await page.setViewportSize(PHONE);
  await page.goto(`/forms/${created._id}/view`);
  const main = page.getByRole("main");
  const sea = main.getByRole("radio", { name: "Sea", exact: true });
  const forest = main.getByRole("radio", { name: "Forest", exact: true });
  await expect(sea).toBeAttached();
  await expect(main.getByRole("img", { name: "A sea in blue" })).toBeVisible();
  const [first, second] = await Promise.all(
    ["Sea", "Forest"].map((name) => main.locator("label", { hasText: name }).first().boundingBox()),
  );
  expect(first?.y).toBe(second?.y);
  await expectAccessible(page);

  await tabTo(page, sea);
  await page.keyboard.press("Space");
  await expect(sea).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(forest).toBeChecked();
  await expect(sea).not.toBeChecked();
  await captureScreens(page, "image-choice", [375]);
  await expectAccessible(page);

  const submit = main.getByRole("button", { name: "Submit" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  type Stored = { answers: { questionId: string; answer: unknown }[] };
  const stored = await callApi<Stored[]>(server, owner, "GET", `/responses/${created._id}`);
  expect(stored.map((response) => response.answers.map((a) => a.answer))).toEqual([[["Forest"]]]);

  // The owner reads the pick, and the summary's bars with their pictures.
  await page.goto(`/forms/${created._id}/responses`);
  await expect(page.getByRole("definition").filter({ hasText: /^Forest$/ })).toBeVisible();
  await page.goto(`/forms/${created._id}/responses?tab=summary`);
  const figure = page.getByRole("figure", { name: QUESTION });
  await expect(figure.getByText("Forest", { exact: true })).toBeVisible();
  await expect(figure.locator("img")).toHaveCount(2);
  await expectAccessible(page);
  await captureScreens(page, "image-choice-summary", [375]);
});
