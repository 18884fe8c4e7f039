import {
  DEFAULT_FORM_SETTINGS,
  EMPTY_TYPE_FIELDS,
  QUESTION_BEHAVIOUR_DEFAULTS,
  SETTINGS_MESSAGES,
} from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeUserSession } from "@/test/session-fixtures";
import { CreateFormPage } from "./create-form-page";

type Reply = { status: number; body: unknown };

/** Answers the builder's calls: the regex list, and POST /api/forms with `saveReply`. */
function mockApi(saveReply: Reply) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/admin/regex")) {
      return Response.json({ statusCode: 200, message: "ok", data: [], total: 0 });
    }
    if (url === "/api/forms" && init?.method === "POST") {
      return Response.json(saveReply.body, { status: saveReply.status });
    }
    return Response.json({ statusCode: 404, message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const savedReply: Reply = {
  status: 201,
  body: { statusCode: 201, message: "Form saved successfully!", data: {} },
};

/**
 * Fails unless the save toast shows. Its element is not held for a later expect: the toaster may
 * render it anew meanwhile (once, in CI, the element found was gone by the expect).
 */
const savedToastShown = () => screen.findByText("Form saved successfully!");

function renderBuilder() {
  storeUserSession();
  const router = createMemoryRouter(
    [
      {
        path: "/forms/new",
        element: (
          <>
            <Link to="/responses">Elsewhere</Link>
            <CreateFormPage />
          </>
        ),
      },
      { path: "/dashboard", element: <p>Dashboard page</p> },
      { path: "/responses", element: <p>Responses page</p> },
    ],
    { initialEntries: ["/forms/new"] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * Fills a field as a paste does: one input event instead of one per key, because every key
 * re-renders the whole builder and a long typed text made the test slow on a busy machine.
 */
async function typeQuickly(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

const postedBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === "/api/forms" && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => vi.unstubAllGlobals());

describe("the form builder (new form)", () => {
  it("starts with the required question 'What is your name?'", async () => {
    mockApi(savedReply);
    renderBuilder();
    expect(screen.getByRole("heading", { level: 1, name: "Form Builder" })).toBeInTheDocument();
    const question = screen.getByRole("region", { name: "Question 1" });
    expect(within(question).getByLabelText("Question")).toHaveValue("What is your name?");
    expect(within(question).getByRole("switch", { name: "Required" })).toBeChecked();
    expect(screen.getByPlaceholderText("Form Title")).toHaveValue("");
  });

  it("refuses to save without a title or with a blank question, inline and as a toast", async () => {
    const fetchMock = mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();

    await user.click(screen.getByRole("button", { name: "Save Form" }));
    expect(await screen.findAllByText("Please add a title to your form")).toHaveLength(2);
    expect(screen.getByPlaceholderText("Form Title")).toHaveFocus();

    expect(screen.getByPlaceholderText("Form Title")).toHaveAttribute("aria-invalid", "true");
    await user.type(screen.getByPlaceholderText("Form Title"), "Survey");
    expect(screen.getByPlaceholderText("Form Title")).not.toHaveAttribute("aria-invalid");
    const question = screen.getByRole("region", { name: "Question 1" });
    await user.clear(within(question).getByLabelText("Question"));
    expect(within(question).getByText("All questions must have a title")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save Form" }));
    expect(await screen.findAllByText("All questions must have a title")).toHaveLength(2);
    expect(postedBodies(fetchMock)).toEqual([]);
  });

  it("checks an edited field as the user types, before any save", async () => {
    mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    const title = screen.getByPlaceholderText("Form Title");
    expect(title).not.toHaveAttribute("aria-invalid");
    await user.type(title, "S");
    await user.clear(title);
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(
      screen.getByText("Please add a title to your form", { selector: "p" }),
    ).toBeInTheDocument();
    // Untouched questions stay quiet.
    expect(
      screen.queryByText("All questions must have a title", { selector: "p" }),
    ).not.toBeInTheDocument();
  });

  it("refuses to delete the last question", async () => {
    mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    await user.click(screen.getByRole("button", { name: "Delete question 1" }));
    expect(await screen.findByText("Forms must have at least one question")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Question 1" })).toBeInTheDocument();
  });

  it("adds, duplicates and moves questions with the buttons, disabled at the ends", async () => {
    mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    await user.click(screen.getByRole("button", { name: "Add Question" }));
    const second = screen.getByRole("region", { name: "Question 2" });
    expect(within(second).getByLabelText("Question")).toHaveValue("Untitled Question");
    expect(within(second).getByLabelText("Question")).toHaveFocus();
    expect(within(second).getByRole("switch", { name: "Required" })).not.toBeChecked();

    // Only the new card is open; the first shows a one-line summary.
    expect(
      screen.getByRole("button", { name: /^Question 1\s*:\s*What is your name\?/ }),
    ).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Move question 2 down" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move question 2 up" }));
    // Focus stays with the moved question, now at the top where it cannot move up.
    expect(screen.getByRole("button", { name: "Move question 1 up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move question 1 down" })).toHaveFocus();
    const first = screen.getByRole("region", { name: "Question 1" });
    expect(within(first).getByLabelText("Question")).toHaveValue("Untitled Question");
    expect(
      screen.getByRole("button", { name: /^Question 2\s*:\s*What is your name\?/ }),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Duplicate question 1" }));
    // The copy opens and takes focus, so the user edits it next.
    const copy = screen.getByRole("region", { name: "Question 2" });
    expect(within(copy).getByLabelText("Question")).toHaveValue("Untitled Question");
    expect(within(copy).getByLabelText("Question")).toHaveFocus();
    expect(
      screen.getByRole("button", { name: /^Question 3\s*:\s*What is your name\?/ }),
    ).toBeVisible();
  });

  it("puts focus in a new option's box after Add Option", async () => {
    mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    const first = screen.getByRole("region", { name: "Question 1" });
    await user.click(within(first).getByRole("combobox", { name: "Answer type" }));
    await user.click(await screen.findByRole("option", { name: /Multiple Choice/ }));
    const optionCount = within(first).getAllByRole("textbox", { name: /^Option \d$/ }).length;
    await user.click(within(first).getByRole("button", { name: "Add Option" }));
    expect(within(first).getByRole("textbox", { name: `Option ${optionCount + 1}` })).toHaveFocus();
  });

  it("makes no tab stop of the tab panel itself", () => {
    mockApi(savedReply);
    renderBuilder();
    expect(screen.getByRole("tabpanel")).toHaveAttribute("tabindex", "-1");
  });

  it("keeps focus on Save Form while saving and after a refused save", async () => {
    let refuse: (reply: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.startsWith("/api/admin/regex")
          ? Response.json({ statusCode: 200, message: "ok", data: [], total: 0 })
          : new Promise<Response>((resolve) => {
              refuse = resolve;
            }),
      ),
    );
    const user = userEvent.setup();
    renderBuilder();
    await user.type(screen.getByPlaceholderText("Form Title"), "Survey");
    await user.click(screen.getByRole("button", { name: "Save Form" }));
    const saving = await screen.findByRole("button", { name: "Saving" });
    expect(saving).toHaveFocus();
    expect(saving).toHaveAttribute("aria-disabled", "true");
    refuse(Response.json({ statusCode: 400, message: "Form title is taken" }, { status: 400 }));
    expect(await screen.findByText("Form title is taken")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Form" })).toHaveFocus();
  });

  it("saves, says so and goes to the dashboard", async () => {
    const fetchMock = mockApi(savedReply);
    const user = userEvent.setup();
    const router = renderBuilder();
    await user.type(screen.getByPlaceholderText("Form Title"), "  Survey ");
    await user.click(screen.getByRole("button", { name: "Save Form" }));

    await savedToastShown();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(postedBodies(fetchMock)).toEqual([
      {
        title: "Survey",
        description: "",
        questions: [
          {
            key: expect.stringMatching(/^q\d+$/),
            questionType: "text",
            questionText: "What is your name?",
            required: true,
            correctAnswer: [],
            validations: { regex: null },
            options: [],
            maxRating: null,
            ...EMPTY_TYPE_FIELDS,
            ...QUESTION_BEHAVIOUR_DEFAULTS,
          },
        ],
        hiddenFields: [],
        settings: DEFAULT_FORM_SETTINGS,
      },
    ]);
  });

  it("shows the server's message for a refused save, and 'Internal Server Error' for a 5xx", async () => {
    mockApi({ status: 400, body: { statusCode: 400, message: "Form title is too long" } });
    const user = userEvent.setup();
    renderBuilder();
    await user.type(screen.getByPlaceholderText("Form Title"), "Survey");
    await user.click(screen.getByRole("button", { name: "Save Form" }));
    expect(await screen.findByText("Form title is too long")).toBeInTheDocument();

    mockApi({ status: 500, body: { statusCode: 500, message: "db exploded" } });
    await user.click(screen.getByRole("button", { name: "Save Form" }));
    expect(await screen.findByText("Internal Server Error")).toBeInTheDocument();
    expect(screen.queryByText("db exploded")).not.toBeInTheDocument();
  });

  it("asks before leaving with unsaved changes", async () => {
    mockApi(savedReply);
    const user = userEvent.setup();
    const router = renderBuilder();
    await user.type(screen.getByPlaceholderText("Form Title"), "Draft");
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(router.state.location.pathname).toBe("/forms/new");
    expect(screen.getByPlaceholderText("Form Title")).toHaveValue("Draft");

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByText("Responses page")).toBeInTheDocument();
  });

  it("previews the form: 'Untitled Form', a red asterisk for required questions, an inert Submit", async () => {
    mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    expect(screen.getByRole("heading", { name: "Untitled Form" })).toBeInTheDocument();
    const input = screen.getByRole("textbox", { name: "What is your name? (required)" });
    expect(input).toBeDisabled();
    expect(screen.getByText("*", { selector: "span" })).toHaveClass("text-destructive");
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  });

  // It types every setting key by key: on a busy machine that takes longer than the default.
  it("saves the Settings panel's choices with the form", async () => {
    const fetchMock = mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    await user.type(screen.getByPlaceholderText("Form Title"), "Survey");
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const panel = await screen.findByRole("dialog", { name: "Settings" });
    expect(within(panel).getByText(/^Time zone: /)).toHaveTextContent(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );

    await user.click(within(panel).getByRole("switch", { name: "Accepting responses" }));
    await typeQuickly(user, within(panel).getByLabelText("Closed message"), "See you next year");
    await user.type(within(panel).getByLabelText("Closes at"), "2030-05-01T18:30");
    await user.type(within(panel).getByLabelText("Response limit"), "50");
    await user.click(within(panel).getByRole("switch", { name: "One response per user" }));
    await user.click(within(panel).getByRole("switch", { name: "Shuffle questions" }));
    const notify = within(panel).getByRole("switch", { name: "Email me for each new response" });
    expect(notify).not.toBeChecked();
    await user.click(notify);
    await typeQuickly(user, within(panel).getByLabelText("Confirmation message"), "Thanks!\nBye");

    const redirect = within(panel).getByLabelText("Redirect to");
    await typeQuickly(user, redirect, "http://example.com");
    expect(redirect).toHaveAccessibleDescription("The redirect address must start with https://");
    await user.clear(redirect);
    await typeQuickly(user, redirect, "https://example.com/thanks");
    expect(redirect).not.toHaveAttribute("aria-invalid");
    await user.click(
      within(panel).getByRole("switch", { name: "Send respondents a copy of their answers" }),
    );

    const sites = within(panel).getByLabelText("Allowed sites");
    await typeQuickly(user, sites, "https://blog.example.org/page");
    expect(sites).toHaveAccessibleDescription(
      `https://blog.example.org/page: ${SETTINGS_MESSAGES.embedSiteInvalid}`,
    );
    await user.clear(sites);
    await typeQuickly(user, sites, "https://blog.example.org\n\nhttp://localhost:8080");
    expect(sites).not.toHaveAttribute("aria-invalid");

    await user.click(within(panel).getByRole("combobox", { name: "Default language" }));
    await user.click(await screen.findByRole("option", { name: "Deutsch" }));
    const otherLanguages = within(panel).getByRole("group", { name: "Other languages" });
    await user.click(within(otherLanguages).getByRole("checkbox", { name: "English" }));
    await user.click(within(otherLanguages).getByRole("checkbox", { name: "日本語" }));

    await user.click(within(panel).getByRole("combobox", { name: "Release score" }));
    await user.click(await screen.findByRole("option", { name: "Later, when I release scores" }));
    await user.click(within(panel).getByRole("switch", { name: "Show correct answers" }));
    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog", { name: "Settings" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save Form" }));
    await savedToastShown();
    expect(postedBodies(fetchMock)[0].settings).toEqual({
      acceptingResponses: false,
      closedMessage: "See you next year",
      closesAt: new Date(2030, 4, 1, 18, 30).toISOString(),
      responseLimit: 50,
      onePerUser: true,
      confirmationMessage: "Thanks!\nBye",
      redirectUrl: "https://example.com/thanks",
      shuffleQuestions: true,
      layout: "page",
      notifyOnResponse: true,
      notifyMemberIds: [],
      embedAllowedSites: ["https://blog.example.org", "http://localhost:8080"],
      language: "de",
      languages: ["en", "ja"],
      translationFallback: false,
      quiz: { releaseScore: "later", showCorrectAnswers: true },
      theme: null,
      spamProtection: { proofOfWork: false, honeypot: false, minSecondsToSubmit: 0 },
      keepUnfinished: false,
      sendRespondentCopy: true,
      calculations: { variables: [], rules: [], endings: [] },
    });
  }, 30_000);

  it("saves the layout chosen in the Settings panel", async () => {
    const fetchMock = mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    await user.type(screen.getByPlaceholderText("Form Title"), "Survey");
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const panel = await screen.findByRole("dialog", { name: "Settings" });
    const layout = within(panel).getByRole("combobox", { name: "Layout" });
    expect(layout).toHaveTextContent("All questions of a page");
    await user.click(layout);
    await user.click(await screen.findByRole("option", { name: "One question at a time" }));
    await user.click(within(panel).getByRole("button", { name: "Done" }));

    await user.click(screen.getByRole("button", { name: "Save Form" }));
    await savedToastShown();
    expect(postedBodies(fetchMock)[0].settings.layout).toBe("oneAtATime");
  });

  it("opens the Settings panel on its first message when a save is refused for a setting", async () => {
    const fetchMock = mockApi(savedReply);
    const user = userEvent.setup();
    renderBuilder();
    await user.type(screen.getByPlaceholderText("Form Title"), "Survey");
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const panel = await screen.findByRole("dialog", { name: "Settings" });
    await user.type(within(panel).getByLabelText("Response limit"), "0");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Settings (needs attention)" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Save Form" }));
    const reopened = await screen.findByRole("dialog", { name: "Settings" });
    const limit = within(reopened).getByLabelText("Response limit");
    expect(limit).toHaveFocus();
    expect(limit).toHaveAccessibleDescription(
      "The response limit must be a whole number between 1 and 1000000",
    );
    expect(postedBodies(fetchMock)).toEqual([]);
  });
});
