import type { ResponsesSummary } from "@formloom/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession } from "@/test/session-fixtures";
import { FORM_ID, RESPONSES, SUMMARY } from "../test/question-types-fixtures";

// A form in English that adds German and Arabic: its responses filtered by, and counted per,
// the language they were answered in.
const MULTILINGUAL: ResponsesSummary = {
  ...SUMMARY,
  form: { ...SUMMARY.form, settings: { ...SUMMARY.form.settings, languages: ["de", "ar"] } },
  languages: [
    { language: "en", count: 12 },
    { language: "de", count: 3 },
    { language: "ar", count: 0 },
  ],
};

function mockResponses(summary: ResponsesSummary) {
  return mockApi({
    [`GET /api/responses/form/${FORM_ID}`]: ok(summary),
    [`GET /api/responses/${FORM_ID}`]: {
      body: { statusCode: 200, message: "ok", data: RESPONSES, total: 2 },
    },
  });
}

const summaryQueries = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === `/api/responses/form/${FORM_ID}`)
    .map((url) => Object.fromEntries(url.searchParams));

afterEach(() => vi.unstubAllGlobals());

describe("FormResponsesPage: languages", () => {
  it("filters by a language the form offers, named in its own language, kept in the address", async () => {
    storeUserSession();
    const api = mockResponses(MULTILINGUAL);
    const { main, user, router } = await openRoute(`/forms/${FORM_ID}/responses`);
    const select = await main.findByRole("combobox", { name: "Language" });
    expect(select).toHaveTextContent("Any language");

    await user.click(select);
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Any language",
      "English",
      "Deutsch",
      "العربية",
    ]);
    expect(screen.getByRole("option", { name: "العربية" }).querySelector("[lang]")).toHaveAttribute(
      "lang",
      "ar",
    );
    await user.click(screen.getByRole("option", { name: "Deutsch" }));
    await user.click(main.getByRole("button", { name: "Apply filters" }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      language: "de",
    });
    expect(summaryQueries(api.fetchMock).at(-1)).toMatchObject({ language: "de" });
    expect(await main.findByRole("combobox", { name: "Language" })).toHaveTextContent("Deutsch");
  });

  it("reads the language from the address", async () => {
    storeUserSession();
    const api = mockResponses(MULTILINGUAL);
    const { main } = await openRoute(`/forms/${FORM_ID}/responses?language=ar&q=x`);
    expect(await main.findByRole("combobox", { name: "Language" })).toHaveTextContent("العربية");
    expect(summaryQueries(api.fetchMock)[0]).toMatchObject({ language: "ar", q: "x" });
  });

  it("leaves out of the filter an address's language that is no language", async () => {
    storeUserSession();
    const api = mockResponses(MULTILINGUAL);
    const { main } = await openRoute(`/forms/${FORM_ID}/responses?language=klingon&q=x`);
    expect(await main.findByRole("combobox", { name: "Language" })).toHaveTextContent(
      "Any language",
    );
    expect(summaryQueries(api.fetchMock)[0]).toEqual({ q: "x" });
  });

  it("offers no language choice for a form in one language", async () => {
    storeUserSession();
    mockResponses(SUMMARY);
    const { main } = await openRoute(`/forms/${FORM_ID}/responses`);
    await main.findByRole("form", { name: "Filter responses" });
    expect(main.queryByRole("combobox", { name: "Language" })).toBeNull();
  });

  it("counts the responses answered in each language on the Summary tab", async () => {
    storeUserSession();
    mockResponses(MULTILINGUAL);
    const { main, user } = await openRoute(`/forms/${FORM_ID}/responses`);
    await user.click(await main.findByRole("tab", { name: "Summary" }));
    const answeredIn = main.getByRole("region", { name: "Answered in" });
    const figures = within(answeredIn)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.getAttribute("lang"), term.nextSibling?.textContent]);
    expect(figures).toEqual([
      ["English", "en", "12"],
      ["Deutsch", "de", "3"],
      ["العربية", "ar", "0"],
    ]);
  });
});
