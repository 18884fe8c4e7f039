import { DEFAULT_FORM_SETTINGS, type FormSettings, spamProtectionSchema } from "@formloom/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { sayRule } from "../utils/rule-text";
import { SpamProtectionSettings } from "./spam-protection-settings";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f1";
let current: FormSettings;

function Panel({ formId }: { formId: string | undefined }) {
  const [settings, setSettings] = useState(DEFAULT_FORM_SETTINGS);
  current = settings;
  return (
    <SpamProtectionSettings
      settings={settings}
      // The shared rule's message, as the builder says it for the field (validate-draft.ts).
      error={(field) => {
        const issue = spamProtectionSchema.safeParse(settings.spamProtection).error?.issues[0];
        const path = issue && ["spamProtection", ...issue.path].join(".");
        return issue && path === field ? sayRule(issue.message) : undefined;
      }}
      onChange={(changes) => setSettings((previous) => ({ ...previous, ...changes }))}
      formId={formId}
    />
  );
}

function renderPanel(formId: string | undefined) {
  storeUserSession();
  const api = mockApi({ [`GET /api/forms/${FORM_ID}/blocked-submissions`]: ok({ count: 7 }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Panel formId={formId} />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("the spam protection settings", () => {
  it("start off, and each switch turns its check on", async () => {
    const { user } = renderPanel(FORM_ID);
    const proof = screen.getByRole("switch", { name: "Protect with a proof-of-work check" });
    const honeypot = screen.getByRole("switch", { name: "Honeypot field" });
    const minTime = screen.getByRole("switch", { name: "Minimum time to submit" });
    for (const toggle of [proof, honeypot, minTime]) expect(toggle).not.toBeChecked();

    await user.click(proof);
    await user.click(honeypot);
    await user.click(minTime);
    expect(current.spamProtection).toEqual({
      proofOfWork: true,
      honeypot: true,
      minSecondsToSubmit: 3,
    });
    expect(
      screen.getByText("A submission sent within 3 seconds of opening the form is refused."),
    ).toBeInTheDocument();
    await user.click(minTime);
    expect(current.spamProtection.minSecondsToSubmit).toBe(0);
  });

  it("take a minimum time from 0 to 60 seconds, shown while its switch is on", async () => {
    const { user } = renderPanel(undefined);
    expect(screen.queryByRole("spinbutton", { name: "Seconds" })).toBeNull();
    await user.click(screen.getByRole("switch", { name: "Minimum time to submit" }));
    const seconds = screen.getByRole("spinbutton", { name: "Seconds" });
    expect(seconds).toHaveValue(3);

    await user.clear(seconds);
    await user.type(seconds, "61");
    expect(current.spamProtection.minSecondsToSubmit).toBe(61);
    expect(
      screen.getByText("The minimum time to submit must be a whole number of seconds from 0 to 60"),
    ).toBeInTheDocument();
    expect(seconds).toHaveAccessibleDescription(/from 0 to 60/);

    await user.clear(seconds);
    await user.type(seconds, "12");
    expect(current.spamProtection.minSecondsToSubmit).toBe(12);
    expect(screen.queryByText(/from 0 to 60/)).toBeNull();
    expect(
      screen.getByText("A submission sent within 12 seconds of opening the form is refused."),
    ).toBeInTheDocument();
  });

  it("show how many submissions a saved form has refused", async () => {
    renderPanel(FORM_ID);
    expect(await screen.findByText("7 submissions blocked as spam")).toBeInTheDocument();
  });

  it("ask for no count before the form is saved", () => {
    const { api } = renderPanel(undefined);
    expect(screen.queryByText(/blocked as spam/)).toBeNull();
    expect(api.callsTo(`GET /api/forms/${FORM_ID}/blocked-submissions`)).toEqual([]);
  });
});
