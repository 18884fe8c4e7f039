import {
  DEFAULT_FORM_SETTINGS,
  EMPTY_TYPE_FIELDS,
  type Form,
  QUESTION_BEHAVIOUR_DEFAULTS,
} from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, fail, mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { getFormQueryKey } from "../../api/get-form";
import { TranslationsSheet } from "./translations-sheet";

const FORM_ID = "0193a000-0000-7000-8000-00000000000f";
const QUESTION_ID = "0193a000-0000-7000-8000-0000000000a1";
const form: Form = {
  _id: FORM_ID,
  title: "Survey",
  description: "",
  isPublic: true,
  createdAt: "2026-01-05T10:00:00.000Z",
  updatedAt: "2026-01-05T10:00:00.000Z",
  version: 1,
  responseCount: 0,
  workspaceId: "01950000-0000-7000-8000-0000000000aa",
  role: "owner",
  ownerId: "01950000-0000-7000-8000-0000000000c1",
  questions: [
    {
      _id: QUESTION_ID,
      questionType: "multipleChoice",
      questionText: "Favourite colour?",
      required: false,
      correctAnswer: [],
      validations: {},
      options: ["Red", "Blue"],
      maxRating: 5,
      ...EMPTY_TYPE_FIELDS,
      ...QUESTION_BEHAVIOUR_DEFAULTS,
    },
  ],
  settings: { ...DEFAULT_FORM_SETTINGS, languages: ["de", "ar"] },
  translations: { de: { title: "Umfrage" } },
  scoresReleasedAt: null,
  hasPassword: false,
  hiddenFields: [],
};
const PUT_GERMAN = `PUT /api/forms/${FORM_ID}/translations/de`;
const echoTexts = ({ body, path }: ApiCall) =>
  ok({ _id: FORM_ID, language: path.split("/").at(-1), texts: (body as { texts: object }).texts });

function renderSheet({ isDirty = false } = {}) {
  storeUserSession();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(getFormQueryKey(FORM_ID), form);
  const onSettingsSaved = vi.fn();
  const sheet = (isOpen: boolean) => (
    <QueryClientProvider client={client}>
      <TranslationsSheet
        formId={FORM_ID}
        isOpen={isOpen}
        onOpenChange={() => undefined}
        isDirty={isDirty}
        onSettingsSaved={onSettingsSaved}
      />
      <Toaster />
    </QueryClientProvider>
  );
  const { rerender } = render(sheet(true));
  return { onSettingsSaved, setOpen: (isOpen: boolean) => rerender(sheet(isOpen)) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom has no Blob.text(). */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("the translation view", () => {
  it("shows each text beside its translation and saves the language shown", async () => {
    const api = mockApi({ [PUT_GERMAN]: echoTexts });
    renderSheet();
    expect(screen.getByText("German: 3 of 4 texts missing")).toBeInTheDocument();
    const question = screen.getByRole("region", { name: "Question 1" });
    const text = within(question).getByLabelText(/^Question text/);
    expect(text).toHaveAttribute("lang", "de");
    expect(text).toHaveAccessibleDescription("Favourite colour?");

    await userEvent.type(text, "Lieblingsfarbe?");
    expect(screen.getByText("German: 2 of 4 texts missing")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save translations" }));
    expect(await screen.findByText("Translations saved.")).toBeInTheDocument();
    expect(api.callsTo(PUT_GERMAN)[0]?.body).toEqual({
      texts: { title: "Umfrage", [`q:${QUESTION_ID}:questionText`]: "Lieblingsfarbe?" },
    });
  });

  it("keeps what was typed when the sheet is closed and opened again", async () => {
    mockApi({});
    const { setOpen } = renderSheet();
    await userEvent.type(screen.getByLabelText(/^Question text/), "Lieblingsfarbe?");
    setOpen(false);
    expect(screen.queryByRole("dialog", { name: "Translations" })).not.toBeInTheDocument();
    setOpen(true);
    expect(screen.getByLabelText(/^Question text/)).toHaveValue("Lieblingsfarbe?");
    expect(screen.getByText("Unsaved translations")).toBeInTheDocument();
  });

  it("types Arabic right to left, and shows the server's message beside its field", async () => {
    const key = `q:${QUESTION_ID}:option:Red`;
    mockApi({
      [`PUT /api/forms/${FORM_ID}/translations/ar`]: fail(400, "Validation failed", {
        [`texts.${key}`]: "This translation must be at most 200 characters",
      }),
    });
    renderSheet();
    await userEvent.click(screen.getByRole("combobox", { name: "Language" }));
    await userEvent.click(screen.getByRole("option", { name: "Arabic" }));
    expect(screen.getByText("Arabic: 4 of 4 texts missing")).toBeInTheDocument();
    const [red] = within(screen.getByRole("region", { name: "Question 1" })).getAllByLabelText(
      /^Option/,
    );
    expect(red).toHaveAttribute("dir", "rtl");
    await userEvent.type(red!, "أحمر");
    await userEvent.click(screen.getByRole("button", { name: "Save translations" }));
    expect(
      await screen.findByText("This translation must be at most 200 characters"),
    ).toBeInTheDocument();
    expect(red).toHaveAttribute("aria-invalid", "true");
  });

  it("shows only the missing texts, and says unsaved form edits are not in the view", async () => {
    mockApi({});
    renderSheet({ isDirty: true });
    expect(screen.getByText(/translations apply to the saved form/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("switch", { name: "Show only missing texts" }));
    expect(screen.queryByRole("region", { name: "Form" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Question 1" })).toBeInTheDocument();
  });

  it("saves the fallback switch through the settings call", async () => {
    const api = mockApi({
      [`PUT /api/forms/${FORM_ID}/settings`]: ({ body }) =>
        ok({ _id: FORM_ID, settings: { ...form.settings, ...(body as object) } }),
    });
    const { onSettingsSaved } = renderSheet();
    const fallback = screen.getByRole("switch", {
      name: "Show the default text where a translation is missing",
    });
    await userEvent.click(fallback);
    expect(await screen.findByText("Settings saved.")).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/forms/${FORM_ID}/settings`)[0]?.body).toEqual({
      translationFallback: true,
    });
    expect(onSettingsSaved).toHaveBeenCalledWith({ translationFallback: true });
    expect(fallback).toBeChecked();
  });

  it("exports the saved texts for translators as a CSV file", async () => {
    mockApi({});
    const saved: Blob[] = [];
    // jsdom saves no file: the blob URL and the link's click stand in for the browser's download.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => saved.push(blob) && "blob:x",
      revokeObjectURL: () => undefined,
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(() => undefined);
    renderSheet();
    await userEvent.click(screen.getByRole("button", { name: "Export for translators" }));
    expect(click.mock.contexts[0]).toHaveProperty("download", "survey-translations.csv");
    const csv = await readBlob(saved[0]!);
    expect(csv.split("\r\n").slice(0, 3)).toEqual([
      '"key","what it is","en","de","ar"',
      '"title","Form · Title","Survey","Umfrage",""',
      `"q:${QUESTION_ID}:questionText","Question 1 · Question text","Favourite colour?","",""`,
    ]);
  });

  it("imports a translators' file and reports the rows it could not apply", async () => {
    const api = mockApi({
      [PUT_GERMAN]: echoTexts,
      [`PUT /api/forms/${FORM_ID}/translations/ar`]: echoTexts,
    });
    renderSheet();
    const csv = [
      '"key","what it is","en","de"',
      '"title","Form · Title","Survey","Umfrage 2"',
      `"q:${QUESTION_ID}:option:Red","Question 1 · Option","Red","Rot"`,
      `"q:${QUESTION_ID}:option:Green","Question 1 · Option","Green","Grün"`,
    ].join("\r\n");
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input!, new File([csv], "survey.csv", { type: "text/csv" }));
    const report = (await screen.findByText(/^Imported/)).closest("[role=status]");
    expect(report).toHaveTextContent("Imported 2 translations. 1 row did not match:");
    expect(report).toHaveTextContent(
      "Row 4 (q:0193a000-0000-7000-8000-0000000000a1:option:Green): This text is no longer in the form",
    );
    expect(api.callsTo(PUT_GERMAN)[0]?.body).toEqual({
      texts: { title: "Umfrage 2", [`q:${QUESTION_ID}:option:Red`]: "Rot" },
    });
    expect(api.callsTo(`PUT /api/forms/${FORM_ID}/translations/ar`)).toHaveLength(0);
    expect(screen.getByText("German: 2 of 4 texts missing")).toBeInTheDocument();
  });
});
