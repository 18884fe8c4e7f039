import { createUser } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm, readAnswers, tabTo } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

// One form with every question type added for issue 30 (phone, consent, CSAT, address, image
// choice, signature), answered by keyboard only on a phone: each control works beside the others.
// Each type's own spec covers its builder, its refusals, the drawn signature and the owner's view.
test.use({ locale: "en-US" });

const LEGAL_TEXT = "I accept the terms.";
const Q = {
  phone: "Your phone",
  consent: "Terms",
  csat: "How satisfied are you?",
  address: "Delivery address",
  cover: "Which cover?",
  signature: "Sign here",
} as const;

test("every new type on one form, answered by keyboard only at 375 px", async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const owner = await createUser(server);
  const form = await createPublicForm(server, owner, {
    title: "Order",
    questions: [
      { questionType: "phone", questionText: Q.phone, validations: { defaultCountry: "FR" } },
      { questionType: "consent", questionText: Q.consent, required: true, description: LEGAL_TEXT },
      {
        questionType: "linearScale",
        questionText: Q.csat,
        scaleMin: 1,
        scaleMax: 5,
        scalePreset: "csat",
      },
      { questionType: "address", questionText: Q.address, validations: { defaultCountry: "FR" } },
      { questionType: "imageChoice", questionText: Q.cover, options: ["Sea", "Forest"] },
      { questionType: "signature", questionText: Q.signature, required: true },
    ],
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const number = main.getByRole("textbox", { name: new RegExp(Q.phone) });
  await expect(number).toBeVisible();
  await expect(main.getByRole("img", { name: "Signature pad" })).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, number);
  await page.keyboard.type("06 12 34 56 78");

  const agree = main.getByRole("checkbox", { name: "I agree" });
  await tabTo(page, agree);
  await page.keyboard.press("Space");
  await expect(agree).toBeChecked();

  // The scale's radios are the only ones named by a number on this form.
  await tabTo(page, main.getByRole("radio", { name: "1", exact: true }));
  await page.keyboard.press("Space");
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("radio", { name: "4", exact: true })).toBeChecked();

  await tabTo(page, main.getByRole("textbox", { name: "Street address" }));
  await page.keyboard.type("1 Rue de Rivoli");
  await tabTo(page, main.getByRole("textbox", { name: "City" }));
  await page.keyboard.type("Paris");
  await tabTo(page, main.getByRole("textbox", { name: "Postal code" }));
  await page.keyboard.type("75001");

  // Tab reaches a radio group at its first picture; the arrows move among them.
  await tabTo(page, main.getByRole("radio", { name: "Sea", exact: true }));
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("radio", { name: "Forest", exact: true })).toBeChecked();

  await tabTo(page, main.getByRole("button", { name: "Type your name instead" }));
  await page.keyboard.press("Enter");
  await expect(main.getByRole("textbox", { name: "Your name, as your signature" })).toBeFocused();
  await page.keyboard.type("Ada Lovelace");
  await page.keyboard.press("Enter");
  await expect(main.getByRole("status").getByText("Signature saved")).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, "every-new-type", [375]);

  await tabTo(page, main.getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  const [answers] = await readAnswers(server, owner, form);
  expect(answers).toEqual({
    [Q.phone]: "+33612345678",
    [Q.consent]: LEGAL_TEXT,
    [Q.csat]: 4,
    [Q.address]: ["1 Rue de Rivoli", "", "Paris", "", "75001", "FR"],
    [Q.cover]: ["Forest"],
    [Q.signature]: expect.stringMatching(/^\/api\/files\//),
  });
});
