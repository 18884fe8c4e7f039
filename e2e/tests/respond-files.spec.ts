import { createUser, type TestUser, uniqueEmail } from "../support/api-users.js";
import { expect, expectAccessible, test } from "../support/fixtures.js";
import { createPublicForm, readAnswers } from "../support/respond-forms.js";
import { captureScreens } from "../support/screens.js";

const TOO_LARGE = "That file is too large. Please choose one under 5 MB.";
const INVALID_FILE = "Selected Invalid file, Please select correct file.";
const SCAN = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

let owner: TestUser;

test.beforeAll(async ({ server }) => {
  owner = await createUser(server, { name: "Olive Owner", email: uniqueEmail("owner") });
});

test("a question with file type None takes an image or a PDF, and keeps it when a later pick is refused", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const form = await createPublicForm(server, owner, {
    title: "Scanned notes",
    questions: [
      {
        questionType: "file",
        questionText: "Your notes",
        required: true,
        validations: { fileType: "none" },
      },
    ],
  });
  await page.goto(`/forms/${form._id}/view`);
  const main = page.getByRole("main");
  const input = main.getByLabel("Your notes");
  await expect(main.getByText("IMG, PNG, JPG, JPEG, PDF · up to 5 MB")).toBeVisible();

  await input.setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(SCAN),
  });
  await expect(main.getByText("Uploaded")).toBeVisible();
  await expect(main.getByText("notes.pdf")).toBeVisible();

  // A kind SPEC does not allow is refused, and the file already uploaded stays.
  await input.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Meeting notes\n"),
  });
  await expect(main.getByText(INVALID_FILE)).toBeVisible();
  await expect(main.getByText("notes.pdf")).toBeVisible();

  // Any kind over 5 MB is refused for its size first, and the file already uploaded stays.
  await input.setInputFiles({
    name: "recording.mov",
    mimeType: "video/quicktime",
    buffer: Buffer.alloc(5_242_881),
  });
  await expect(main.getByText(TOO_LARGE)).toBeVisible();
  await expect(main.getByText(INVALID_FILE)).toBeHidden();
  await expect(main.getByText("notes.pdf")).toBeVisible();
  await expect(main.getByText("Uploaded")).toBeVisible();
  await expectAccessible(page);
  await captureScreens(page, "file-refused-kept", [1280, 375]);

  const submit = main.getByRole("button", { name: "Submit" });
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveAttribute("aria-disabled", "true");
  await submit.click();
  await expect(main.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  const [answers] = await readAnswers(server, owner, form);
  const url = answers?.["Your notes"];
  expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  const download = await fetch(`${server.url}${url}`, {
    headers: { authorization: `Bearer ${owner.session.token}` },
  });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-disposition")).toBe("attachment; filename=notes.pdf");
  expect(download.headers.get("x-content-type-options")).toBe("nosniff");
  expect(download.headers.get("content-type")).toBe("application/pdf");
  expect(await download.text()).toBe(SCAN);
});
