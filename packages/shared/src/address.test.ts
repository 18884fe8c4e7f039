import { describe, expect, it } from "vitest";
import { addressPartModes, shownAddressParts } from "./address";
import { questionDraftSchema } from "./builder-schemas";
import { ADDRESS_PART_MAX, ADDRESS_POSTAL_CODE_MAX } from "./constants";
import { COUNTRY_CODES, isCountryCode } from "./countries";
import { buildAnswerCells, buildAnswerHeadings } from "./csv";
import { operatorsFor } from "./form-logic";
import { pipedAnswerText } from "./piped-answer-text";
import { normalizeQuestionForSave } from "./question-types";
import { checkAnswer } from "./respondent-rules";
import { publicQuestion, regexMatches } from "./testing-questions";

const check = (question: ReturnType<typeof publicQuestion>, value: unknown) =>
  checkAnswer(question, value, regexMatches);

const address = publicQuestion({ questionType: "address" });
const paris = ["1 Rue de Rivoli", "", "Paris", "", "75001", "FR"];

describe("the countries an address may name", () => {
  it("are ISO 3166-1 alpha-2 codes (and Kosovo's XK), each once", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    for (const code of ["FR", "US", "JP", "BR", "XK", "ZW"]) expect(isCountryCode(code)).toBe(true);
    for (const code of ["ZZ", "EU", "UK", "fr", "F", "FRA", ""]) {
      expect(isCountryCode(code), code).toBe(false);
    }
  });
});

describe("address answers", () => {
  it("asks every part by default: street, city, postal code and country required", () => {
    expect(addressPartModes({})).toEqual({
      street: "required",
      line2: "optional",
      city: "required",
      region: "optional",
      postalCode: "required",
      country: "required",
    });
    expect(check(address, paris)).toBeNull();
  });

  it("leaves an optional question blank, and refuses a blank required one", () => {
    expect(check(address, undefined)).toBeNull();
    expect(check(address, ["", "", "", "", "", ""])).toBeNull();
    expect(check({ ...address, required: true }, ["", " ", "", "", "", ""])).toEqual({
      code: "REQUIRED",
    });
  });

  it("asks for every required part once any part is given", () => {
    expect(check(address, ["", "", "Paris", "", "", ""])).toEqual({ code: "ADDRESS_INCOMPLETE" });
    expect(check(address, ["1 Rue", "", "Paris", "", " ", "FR"])).toEqual({
      code: "ADDRESS_INCOMPLETE",
    });
    const cityOnly = publicQuestion({
      questionType: "address",
      validations: {
        addressParts: {
          street: "hidden",
          line2: "hidden",
          postalCode: "optional",
          country: "optional",
        },
      },
    });
    expect(check(cityOnly, ["", "", "Lyon", "", "", ""])).toBeNull();
  });

  it("refuses a part the question does not ask", () => {
    const noRegion = publicQuestion({
      questionType: "address",
      validations: { addressParts: { region: "hidden" } },
    });
    expect(check(noRegion, ["1 Rue", "", "Paris", "IDF", "75001", "FR"])).toEqual({
      code: "ADDRESS_INVALID",
    });
  });

  it("refuses another shape, a part too long and a country off the list", () => {
    for (const value of ["1 Rue de Rivoli, Paris", paris.slice(0, 5), [...paris, ""], 42]) {
      expect(check(address, value), JSON.stringify(value)).toEqual({ code: "ADDRESS_INVALID" });
    }
    const longStreet = ["x".repeat(ADDRESS_PART_MAX + 1), "", "Paris", "", "75001", "FR"];
    expect(check(address, longStreet)).toEqual({ code: "ADDRESS_INVALID" });
    const longCode = ["1 Rue", "", "Paris", "", "7".repeat(ADDRESS_POSTAL_CODE_MAX + 1), "FR"];
    expect(check(address, longCode)).toEqual({ code: "ADDRESS_INVALID" });
    for (const country of ["ZZ", "fr", "France"]) {
      expect(check(address, ["1 Rue", "", "Paris", "", "75001", country]), country).toEqual({
        code: country === "France" ? "ADDRESS_INVALID" : "ADDRESS_COUNTRY_INVALID",
      });
    }
  });

  it("is piped into later texts as its given parts", () => {
    expect(pipedAnswerText({ questionType: "address", rows: [] }, paris)).toBe(
      "1 Rue de Rivoli, Paris, 75001, FR",
    );
  });

  it("is read by conditions only as answered or not", () => {
    expect(operatorsFor("address")).toEqual(["answered", "notAnswered"]);
  });
});

describe("an address question in the builder", () => {
  const draft = (validations: Record<string, unknown>) =>
    questionDraftSchema.safeParse({ questionText: "Where?", questionType: "address", validations });

  it("keeps its parts and default country, and asks at least one part", () => {
    const parts = { line2: "hidden", region: "required" };
    const saved = draft({ addressParts: parts, defaultCountry: "DE" });
    expect(saved.success).toBe(true);
    if (saved.success) {
      const normalized = normalizeQuestionForSave(saved.data);
      expect(normalized.validations).toEqual({ addressParts: parts, defaultCountry: "DE" });
    }
    const allHidden = Object.fromEntries(
      ["street", "line2", "city", "region", "postalCode", "country"].map((p) => [p, "hidden"]),
    );
    const refused = draft({ addressParts: allHidden });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContain(
      "An address must ask for at least one part",
    );
    expect(draft({ addressParts: { street: "sometimes" } }).success).toBe(false);
  });
});

describe("address columns", () => {
  it("gives each part the question asks a column, the country as its code", () => {
    const question = {
      _id: "q1",
      questionText: "Where?",
      questionType: "address" as const,
      validations: { addressParts: { line2: "hidden" as const } },
    };
    expect(shownAddressParts(question.validations)).toHaveLength(5);
    expect(buildAnswerHeadings([question])).toEqual([
      "Where? [Street address]",
      "Where? [City]",
      "Where? [State / region]",
      "Where? [Postal code]",
      "Where? [Country]",
    ]);
    expect(buildAnswerCells([question], [{ questionId: "q1", answer: paris }])).toEqual([
      "1 Rue de Rivoli",
      "Paris",
      "",
      "75001",
      "FR",
    ]);
    expect(buildAnswerCells([question], [])).toEqual(["", "", "", "", ""]);
  });
});
