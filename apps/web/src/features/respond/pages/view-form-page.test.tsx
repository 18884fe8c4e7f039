import type { PublicForm } from "@formloom/shared";
import { EMPTY_TYPE_FIELDS } from "@formloom/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession, USER_DATA } from "@/test/session-fixtures";
import { uploadAnswerFile } from "../api/upload-answer-file";
import { makePublicForm } from "../testing/render-question";

vi.mock("../api/upload-answer-file", () => ({ uploadAnswerFile: vi.fn() }));

const FORM_ID = "0193a000-0000-7000-8000-0000000000f1";
const id = (n: number) => `0193a000-0000-7000-8000-00000000000${n}`;

const BEHAVIOUR = { description: "", logic: null, points: 1 };

const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Capitals quiz",
  description: "Five quick questions",
  version: 1,
  questions: [
    {
      _id: id(1),
      questionType: "text",
      questionText: "Your name",
      required: true,
      validations: {},
      options: [],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
      ...BEHAVIOUR,
    },
    {
      _id: id(2),
      questionType: "text",
      questionText: "Postcode",
      required: false,
      validations: { regex: { title: "Three digits", regex: "^[0-9]{3}$" } },
      options: [],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
      ...BEHAVIOUR,
    },
    {
      _id: id(3),
      questionType: "multipleChoice",
      questionText: "Capital of France?",
      required: true,
      validations: {},
      options: ["Paris", "Lyon"],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
      ...BEHAVIOUR,
    },
    {
      _id: id(4),
      questionType: "checkbox",
      questionText: "Pick colours",
      required: false,
      validations: {},
      options: ["Red", "Blue"],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
      ...BEHAVIOUR,
    },
    {
      _id: id(5),
      questionType: "file",
      questionText: "Your certificate",
      required: true,
      validations: { fileType: "pdf" },
      options: [],
      maxRating: null,
      ...EMPTY_TYPE_FIELDS,
      ...BEHAVIOUR,
    },
    {
      _id: id(6),
      questionType: "rating",
      questionText: "Rate us",
      required: false,
      validations: {},
      options: [],
      maxRating: 4,
      ...EMPTY_TYPE_FIELDS,
      ...BEHAVIOUR,
    },
  ],
});

const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;
const pdf = (name = "cert.pdf", size?: number) => {
  const file = new File(["%PDF-1.4"], name, { type: "application/pdf" });
  if (size) Object.defineProperty(file, "size", { value: size });
  return file;
};

async function openForm(handlers = {}) {
  const api = mockApi({ [VIEW]: ok(FORM), ...handlers });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  return { ...view, api };
}

const card = (main: ReturnType<typeof within>, name: string) =>
  within(main.getByText(name).closest("fieldset, div[id^='q-']") as HTMLElement);

beforeEach(() => {
  vi.mocked(uploadAnswerFile).mockImplementation(async ({ onProgress }) => {
    onProgress?.(60);
    return "/api/files/0193a000-0000-7000-8000-0000000000aa";
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadAnswerFile).mockReset();
});

describe("ViewFormPage", () => {
  it("shows the form with a red asterisk on required questions and a control per type", async () => {
    const { main } = await openForm();
    expect(main.getByRole("heading", { level: 1, name: "Capitals quiz" })).toBeVisible();
    expect(main.getByText("Five quick questions")).toBeVisible();
    expect(main.getByRole("textbox", { name: /^Your name\s*\(required\)$/ })).toBeRequired();
    const asterisk = within(main.getByText("Your name").closest("label") as HTMLElement).getByText(
      "*",
    );
    expect(asterisk).toHaveClass("text-destructive");
    expect(main.getByRole("textbox", { name: "Postcode" })).toBeVisible();
    expect(main.getByRole("radio", { name: "Paris" })).toBeVisible();
    expect(main.getByRole("checkbox", { name: "Blue" })).toBeVisible();
    expect(main.getByLabelText(/^Your certificate/)).toHaveAttribute("accept", ".pdf");
    expect(main.getAllByRole("radio", { name: /stars?$/ })).toHaveLength(4);
    expect(main.getByText("Format: Three digits")).toBeVisible();
    expect(document.title).toBe("View Form | Formloom");
  });

  it("shows the required messages on submit and keeps Submit disabled until they are answered", async () => {
    const { main, user, api } = await openForm();
    const submit = main.getByRole("button", { name: "Submit" });
    await user.click(submit);

    const name = main.getByRole("textbox", { name: /Your name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(
      card(main, "Capital of France?").getByText("Please answer all required questions"),
    ).toBeVisible();
    expect(
      card(main, "Your certificate").getByText("Please answer all required questions"),
    ).toBeVisible();
    expect(submit).toHaveAttribute("aria-disabled", "true");
    expect(api.callsTo(SUBMIT)).toHaveLength(0);

    await user.type(name, "Ada");
    await user.click(main.getByRole("radio", { name: "Paris" }));
    expect(submit).toHaveAttribute("aria-disabled", "true");
    await user.upload(main.getByLabelText(/Your certificate/), pdf());
    await waitFor(() => expect(submit).not.toHaveAttribute("aria-disabled"));
  });

  it("marks an answer that fails its pattern 'Invalid input' with the pattern's title", async () => {
    const { main, user } = await openForm();
    const postcode = main.getByRole("textbox", { name: "Postcode" });
    await user.type(postcode, "12a");
    const error = await main.findByText("Invalid input");
    expect(error.closest("p")).toHaveTextContent("Invalid input — expected Three digits");
    expect(postcode).toHaveAccessibleDescription(/Invalid input/);
    expect(main.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-disabled", "true");
    await user.clear(postcode);
    await user.type(postcode, "123");
    expect(main.queryByText("Invalid input")).toBeNull();
  });

  it("says the admin's error message for the pattern as the respondent types", async () => {
    const questions = FORM.questions.map((question) =>
      question.questionText === "Postcode"
        ? {
            ...question,
            validations: {
              regex: {
                title: "Three digits",
                regex: "^[0-9]{3}$",
                errorMessage: "Enter the three digits of your postcode",
              },
            },
          }
        : question,
    );
    const { main, user } = await openForm({ [VIEW]: ok({ ...FORM, questions }) });
    const postcode = main.getByRole("textbox", { name: "Postcode" });
    await user.type(postcode, "12a");
    const error = await main.findByText("Enter the three digits of your postcode");
    expect(error.closest("p")).toHaveTextContent(/^Enter the three digits of your postcode$/);
    expect(postcode).toHaveAccessibleDescription(/Enter the three digits of your postcode/);
  });

  it("refuses a file of the wrong type or over 5 MB before uploading it", async () => {
    const { main, user } = await openForm();
    const input = main.getByLabelText(/Your certificate/);
    await user.upload(input, new File(["png"], "photo.png", { type: "image/png" }));
    expect(main.getByText("Selected Invalid file, Please select correct file.")).toBeVisible();
    await user.upload(input, pdf("big.pdf", 5_242_881));
    expect(main.getByText("That file is too large. Please choose one under 5 MB.")).toBeVisible();
    expect(uploadAnswerFile).not.toHaveBeenCalled();
    expect(main.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-disabled", "true");
  });

  it("turns a failed upload into 'Failed to upload some files' and never submits it", async () => {
    vi.mocked(uploadAnswerFile).mockRejectedValue(new Error("network down"));
    const { main, user, api } = await openForm();
    await user.upload(main.getByLabelText(/Your certificate/), pdf());
    expect(await main.findAllByText("Failed to upload some files")).not.toHaveLength(0);
    expect(main.getByText("Upload failed")).toBeVisible();
    expect(main.getByRole("button", { name: "Submit" })).toHaveAttribute("aria-disabled", "true");
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it("uploads the file, submits every answer keyed by question, then thanks the respondent", async () => {
    const { main, user, api } = await openForm({
      [SUBMIT]: ok({ _id: id(9) }, "Response saved", 201),
    });
    await user.type(main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await user.type(main.getByRole("textbox", { name: "Postcode" }), "123");
    await user.click(main.getByRole("radio", { name: "Paris" }));
    await user.click(main.getByRole("checkbox", { name: "Blue" }));
    await user.click(main.getByRole("checkbox", { name: "Red" }));
    await user.upload(main.getByLabelText(/Your certificate/), pdf());
    expect(await main.findByText("Uploaded")).toBeVisible();
    await user.click(main.getByRole("radio", { name: "3 stars" }));
    await user.click(main.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toHaveFocus();
    expect(screen.getByText("Your response has been recorded.")).toBeVisible();
    // A guest has no dashboard to return to.
    expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/");
    expect(vi.mocked(uploadAnswerFile).mock.calls[0]?.[0]).toMatchObject({
      formId: FORM_ID,
      questionId: id(5),
    });
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({
      completionSeconds: expect.any(Number),
      language: "en",
      answers: [
        { questionId: id(1), answer: "Ada" },
        { questionId: id(2), answer: "123" },
        { questionId: id(3), answer: "Paris" },
        { questionId: id(4), answer: ["Red", "Blue"] },
        { questionId: id(5), answer: "/api/files/0193a000-0000-7000-8000-0000000000aa" },
        { questionId: id(6), answer: 3 },
      ],
    });
  });

  it("shows the server's per-answer messages when it refuses the response", async () => {
    const { main, user } = await openForm({
      [SUBMIT]: fail(400, "Please choose one of the options", {
        [`answers.${id(3)}`]: "Please choose one of the options",
      }),
    });
    await user.type(main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await user.click(main.getByRole("radio", { name: "Paris" }));
    await user.upload(main.getByLabelText(/Your certificate/), pdf());
    await user.click(await main.findByRole("button", { name: "Submit" }));
    expect(
      await card(main, "Capital of France?").findByText("Please choose one of the options"),
    ).toBeVisible();
  });

  it("keeps the answers on the page and says to try again when the server cannot save them now", async () => {
    const { main, user, api } = await openForm({
      [SUBMIT]: fail(503, "The service is briefly unavailable. Please try again in a moment."),
    });
    await user.type(main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await user.click(main.getByRole("radio", { name: "Paris" }));
    await user.upload(main.getByLabelText(/Your certificate/), pdf());
    await user.click(await main.findByRole("button", { name: "Submit" }));

    expect(
      await main.findByText("We could not save your response, please try again in a moment"),
    ).toBeVisible();
    expect(main.getByRole("textbox", { name: /Your name/ })).toHaveValue("Ada");
    expect(main.getByRole("radio", { name: "Paris" })).toBeChecked();
    expect(main.getByText("Uploaded")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Thank You!" })).toBeNull();
    await user.click(main.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(api.callsTo(SUBMIT)).toHaveLength(2));
  });

  it("blocks copy, cut and paste with a warning, while typing still works", async () => {
    const { main, user } = await openForm();
    const name = main.getByRole("textbox", { name: /Your name/ });
    const paste = fireEvent.paste(name);
    expect(paste).toBe(false);
    expect(await screen.findByText("Copy Paste not allowed on this page")).toBeVisible();
    expect(fireEvent.copy(main.getByText("Five quick questions"))).toBe(false);
    expect(fireEvent.cut(name)).toBe(false);
    await user.type(name, "Typed");
    expect(name).toHaveValue("Typed");
  });

  it("keeps a signed-in respondent's name while the server accepts their session", async () => {
    storeUserSession();
    const { main, api } = await openForm({ "GET /api/users/me": ok(USER_DATA.user) });
    expect(await main.findByText(/Answering as Ada Lovelace/)).toBeVisible();
    await waitFor(() => expect(api.callsTo("GET /api/users/me")).toHaveLength(1));
    expect(api.callsTo("GET /api/users/me")[0]?.headers.get("authorization")).toBe(
      `Bearer ${USER_DATA.token}`,
    );
    expect(main.getByText(/Answering as/)).toHaveTextContent("Answering as Ada Lovelace");
  });

  it("answers as a guest, and says so, when the stored session has ended", async () => {
    storeUserSession();
    const { main } = await openForm({
      "GET /api/users/me": failWith(
        "SESSION_INVALID",
        "Your session has expired. Please sign in again.",
      ),
    });
    expect(await main.findByText("Answering as a guest.", { exact: false })).toBeVisible();
    expect(
      await screen.findByText(
        "Your session has ended, so you are answering as a guest. Sign in again to have your name recorded.",
      ),
    ).toBeVisible();
    expect(localStorage.getItem("userData")).toBeNull();
  });

  it("shows 'Form Not Found' for a missing or private form", async () => {
    mockApi({ [VIEW]: failWith("FORM_NOT_FOUND", "Form not found") });
    const { main } = await openRoute(`/forms/${FORM_ID}/view`);
    expect(main.getByRole("heading", { name: "Form Not Found" })).toBeVisible();
    expect(
      main.getByText("The form you're looking for doesn't exist or has been deleted."),
    ).toBeVisible();
    expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("shows 'Form Not Found' for a malformed id as well", async () => {
    mockApi({ [VIEW]: failWith("VALIDATION_FAILED", "Invalid id") });
    const { main } = await openRoute(`/forms/${FORM_ID}/view`);
    expect(main.getByRole("heading", { name: "Form Not Found" })).toBeVisible();
  });

  it("answers as a guest when the stored account was deactivated meanwhile", async () => {
    storeUserSession();
    const { main } = await openForm({
      "GET /api/users/me": failWith("ACCOUNT_DEACTIVATED", "This account has been deactivated"),
    });
    expect(await main.findByText("Answering as a guest.", { exact: false })).toBeVisible();
    expect(localStorage.getItem("userData")).toBeNull();
  });
});
