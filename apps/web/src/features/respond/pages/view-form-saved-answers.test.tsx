import type { PublicForm } from "@formloom/shared";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { uploadAnswerFile } from "../api/upload-answer-file";
import { makePublicForm, makeQuestion, makeSection } from "../testing/render-question";
import { savedAnswersKey } from "../utils/saved-answers";

vi.mock("../api/upload-answer-file", () => ({ uploadAnswerFile: vi.fn() }));

const FORM_ID = "0193a000-0000-7000-8000-0000000000f6";
const id = (n: number) => `0193a000-0000-7000-8000-00000000005${n}`;
const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;
const FILE_URL = "/api/files/0193a000-0000-7000-8000-0000000000ab";
const KEY = savedAnswersKey(FORM_ID, 3);

const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Job application",
  version: 3,
  questions: [
    makeQuestion({ _id: id(1), questionText: "Your name", required: true }),
    makeQuestion({
      _id: id(2),
      questionType: "file",
      questionText: "Your CV",
      validations: { fileType: "pdf" },
    }),
    makeSection({ _id: id(3), questionText: "Experience" }),
    makeQuestion({ _id: id(4), questionType: "paragraph", questionText: "Last job" }),
  ],
});

async function openForm(reply: unknown = { _id: id(9), result: null }) {
  const api = mockApi({ [VIEW]: ok(FORM), [SUBMIT]: ok(reply, "Response saved", 201) });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  return { ...view, api };
}

beforeEach(() => {
  vi.mocked(uploadAnswerFile).mockResolvedValue(FILE_URL);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadAnswerFile).mockReset();
});

describe("ViewFormPage keeps the answers until they are submitted", () => {
  it("writes nothing for a visit alone, then brings the answers and uploaded files back after a reload", async () => {
    const first = await openForm();
    expect(localStorage.getItem(KEY)).toBeNull();
    await first.user.type(first.main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await first.user.upload(
      first.main.getByLabelText(/Your CV/),
      new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }),
    );
    expect(await first.main.findByText("Uploaded")).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain("cv.pdf"));
    first.unmount();

    const second = await openForm();
    expect(second.main.getByRole("textbox", { name: /Your name/ })).toHaveValue("Ada");
    expect(second.main.getByText("cv.pdf")).toBeVisible();
    expect(second.main.getByText("Uploaded")).toBeVisible();
    expect(second.main.getByText(/Welcome back/)).toBeVisible();

    await second.user.click(second.main.getByRole("button", { name: "Next" }));
    await second.user.click(second.main.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(second.api.callsTo(SUBMIT)[0]?.body).toEqual({
      completionSeconds: expect.any(Number),
      language: "en",
      answers: [
        { questionId: id(1), answer: "Ada" },
        { questionId: id(2), answer: FILE_URL },
      ],
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("does not keep a file picked but not uploaded", async () => {
    vi.mocked(uploadAnswerFile).mockReturnValue(new Promise(() => {}));
    const { main, user } = await openForm();
    await user.type(main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await user.upload(
      main.getByLabelText(/Your CV/),
      new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }),
    );
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain("Ada"));
    expect(localStorage.getItem(KEY)).not.toContain("cv.pdf");
  });

  it("clears every answer, on every page and in storage, once the respondent confirms", async () => {
    const { main, user } = await openForm();
    await user.type(main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await user.click(main.getByRole("button", { name: "Next" }));
    await user.type(main.getByRole("textbox", { name: "Last job" }), "Baker");
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain("Baker"));

    await user.click(main.getByRole("button", { name: "Clear form" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Clear form?" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(dialog).not.toBeInTheDocument();
    expect(main.getByRole("textbox", { name: "Last job" })).toHaveValue("Baker");

    await user.click(main.getByRole("button", { name: "Clear form" }));
    await screen.findByRole("alertdialog", { name: "Clear form?" });
    await user.click(screen.getByRole("button", { name: "Clear form" }));
    expect(await main.findByText("Page 1 of 2")).toBeVisible();
    expect(main.getByRole("textbox", { name: /Your name/ })).toHaveValue("");
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("ignores unreadable stored answers rather than failing", async () => {
    localStorage.setItem(KEY, '{"savedAt":1,"values":');
    const { main } = await openForm();
    expect(main.getByRole("textbox", { name: /Your name/ })).toHaveValue("");
    expect(main.queryByText(/Welcome back/)).toBeNull();
  });

  it("shows the quiz result the server sends back", async () => {
    const { main, user } = await openForm({
      _id: id(9),
      result: {
        score: { correct: 1, total: 1, percentage: 100 },
        questions: [
          {
            questionId: id(1),
            isCorrect: true,
            pointsEarned: 1,
            points: 1,
            feedback: "",
            correctAnswer: null,
          },
        ],
      },
    });
    await user.type(main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await user.click(main.getByRole("button", { name: "Next" }));
    await user.click(main.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("region", { name: "Your score" })).toHaveTextContent(
      "1 / 1 point · 100%",
    );
  });
});
