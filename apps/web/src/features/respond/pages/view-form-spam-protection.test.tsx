import type { PublicForm } from "@formloom/shared";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { stubTurnstile } from "@/test/stub-turnstile";
import { makePublicForm, makeQuestion } from "../testing/render-question";

vi.mock("@/lib/load-script", () => ({ loadScript: vi.fn(async () => {}) }));

const FORM_ID = "0193a000-0000-7000-8000-0000000000f6";
const QUESTION_ID = "0193a000-0000-7000-8000-000000000091";
const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SPAM_CHECK = `GET /api/forms/${FORM_ID}/spam-check`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;

function protectedForm(layout: PublicForm["settings"]["layout"], proofOfWork: boolean) {
  const base = makePublicForm();
  return makePublicForm({
    _id: FORM_ID,
    title: "Garden club",
    settings: {
      ...base.settings,
      layout,
      spamProtection: { proofOfWork, honeypot: true, minSecondsToSubmit: 0 },
    },
    questions: [makeQuestion({ _id: QUESTION_ID, questionText: "Favourite plant" })],
  });
}

async function openForm(form: PublicForm, hostedCaptcha: object | null) {
  const api = mockApi({
    [VIEW]: ok(form),
    [SPAM_CHECK]: ok({ startToken: "start-token", challenge: null, hostedCaptcha }),
    [SUBMIT]: ok({ _id: "0193a000-0000-7000-8000-000000000099", result: null }, "Saved", 201),
  });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  await view.main.findByRole("textbox", { name: /Favourite plant/ });
  return { ...view, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ViewFormPage with spam protection", () => {
  it("renders the server's hosted captcha and sends its token as the proof", async () => {
    const turnstile = stubTurnstile();
    const { main, user, api } = await openForm(protectedForm("page", true), {
      provider: "turnstile",
      siteKey: "site-key-1",
    });

    await waitFor(() => expect(turnstile.render).toHaveBeenCalledOnce());
    expect(turnstile.options?.sitekey).toBe("site-key-1");
    act(() => turnstile.options?.callback("solved-by-widget"));
    await user.type(main.getByRole("textbox", { name: /Favourite plant/ }), "Fern");
    await user.click(main.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(api.callsTo(SUBMIT)[0]?.body).toMatchObject({
      answers: [{ questionId: QUESTION_ID, answer: "Fern" }],
      spamCheck: { startToken: "start-token", proof: "solved-by-widget", honeypot: "" },
    });
  });

  it("holds the answers until the hosted captcha is solved", async () => {
    const turnstile = stubTurnstile();
    const { main, user, api } = await openForm(protectedForm("page", true), {
      provider: "turnstile",
      siteKey: "site-key-1",
    });
    await waitFor(() => expect(turnstile.render).toHaveBeenCalledOnce());
    await user.type(main.getByRole("textbox", { name: /Favourite plant/ }), "Fern");
    await user.click(main.getByRole("button", { name: "Submit" }));

    expect(
      await screen.findByText("Please complete the check above the Submit button first."),
    ).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it("submits a protected form laid out one question at a time", async () => {
    const turnstile = stubTurnstile();
    const { main, user, api } = await openForm(protectedForm("oneAtATime", false), null);

    await user.type(main.getByRole("textbox", { name: /Favourite plant/ }), "Fern");
    await user.click(main.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(api.callsTo(SPAM_CHECK)).toHaveLength(1);
    expect(api.callsTo(SUBMIT)[0]?.body).toMatchObject({
      answers: [{ questionId: QUESTION_ID, answer: "Fern" }],
      spamCheck: { startToken: "start-token", honeypot: "" },
    });
    // Without a hosted captcha on the server, the page renders no widget.
    expect(turnstile.render).not.toHaveBeenCalled();
  });
});
