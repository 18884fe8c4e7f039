import { describe, expect, it } from "vitest";
import { formSettingsSchema, publicFormSchema } from "./entities";
import { findResponseLanguageError } from "./form-languages";
import {
  applySettingsPatch,
  DEFAULT_FORM_SETTINGS,
  findSettingsIssues,
  formSettingsInputSchema,
  formSettingsPatchSchema,
  withSettingsDefaults,
} from "./form-settings";
import { LANGUAGE_CODES, offeredLanguagesOf } from "./languages";
import { RESPONDENT_MESSAGES, SETTINGS_MESSAGES } from "./messages";

/** The saved languages, or the field → message of each refusal. */
function save(settings: object) {
  const result = formSettingsInputSchema.safeParse(settings);
  if (result.success) return { language: result.data.language, languages: result.data.languages };
  return Object.fromEntries(
    result.error.issues.map(({ path, message }) => [path.join("."), message]),
  );
}

describe("a form's languages", () => {
  it("default to English alone", () => {
    expect(save({})).toEqual({ language: "en", languages: [] });
    expect(DEFAULT_FORM_SETTINGS).toMatchObject({ language: "en", languages: [] });
  });

  it("take a default language and added ones among the twelve", () => {
    expect(save({ language: "ja", languages: ["en", "zh-Hans", "ar"] })).toEqual({
      language: "ja",
      languages: ["en", "zh-Hans", "ar"],
    });
    const [, ...others] = LANGUAGE_CODES;
    expect(save({ language: "en", languages: others })).toEqual({
      language: "en",
      languages: others,
    });
  });

  it("refuse a code Formloom does not speak, or one written otherwise", () => {
    const unknown = SETTINGS_MESSAGES.languageUnknown;
    expect(unknown).toBe(
      "The language must be one of en, de, fr, es, pt-BR, it, nl, pl, tr, ja, zh-Hans, ar",
    );
    expect(save({ language: "xx" })).toEqual({ language: unknown });
    expect(save({ language: "zh" })).toEqual({ language: unknown });
    expect(save({ language: "pt-br" })).toEqual({ language: unknown });
    expect(save({ language: null })).toEqual({ language: unknown });
    expect(save({ languages: ["de", "zh"] })).toEqual({ "languages.1": unknown });
    expect(save({ languages: "de" })).toHaveProperty("languages");
  });

  it("keep each added language once", () => {
    expect(save({ languages: ["de", "fr", "de"] })).toEqual({
      language: "en",
      languages: ["de", "fr"],
    });
  });

  it("refuse the default language among the added ones, with a message saying so", () => {
    expect(save({ language: "de", languages: ["fr", "de"] })).toEqual({
      languages: "The default language cannot also be one of the other languages",
    });
    expect(save({ languages: ["en"] })).toEqual({
      languages: SETTINGS_MESSAGES.languagesHasDefault,
    });
  });

  it("refuse more added languages than there are others", () => {
    expect(save({ language: "en", languages: LANGUAGE_CODES })).toEqual({
      languages: "A form can add at most 11 languages",
    });
    expect(save({ language: "en", languages: Array(12).fill("de") })).toEqual({
      languages: SETTINGS_MESSAGES.languagesTooMany,
    });
  });

  it("are checked together once a patch is applied", () => {
    const german = applySettingsPatch(
      DEFAULT_FORM_SETTINGS,
      formSettingsPatchSchema.parse({ languages: ["de", "fr"] }),
    );
    expect(findSettingsIssues(german)).toEqual({});
    const clash = applySettingsPatch(german, formSettingsPatchSchema.parse({ language: "de" }));
    expect(findSettingsIssues(clash)).toEqual({
      languages: SETTINGS_MESSAGES.languagesHasDefault,
    });
    expect(formSettingsPatchSchema.safeParse({ languages: ["xx"] }).success).toBe(false);
  });

  it("read as English alone from settings stored before they existed", () => {
    const stored = withSettingsDefaults({ onePerUser: true });
    expect(stored).toMatchObject({ language: "en", languages: [], onePerUser: true });
    expect(formSettingsSchema.safeParse(stored).success).toBe(true);
  });

  it("reach the public page", () => {
    const { settings } = publicFormSchema.shape;
    expect(Object.keys(settings.shape)).toEqual(expect.arrayContaining(["language", "languages"]));
    expect(settings.safeParse({ ...DEFAULT_FORM_SETTINGS, language: "xx" }).success).toBe(false);
  });
});

describe("the language of a response", () => {
  const form = { language: "fr", languages: ["en", "ar"] } as const;

  it("is one of the form's languages, its default first", () => {
    expect(offeredLanguagesOf(form)).toEqual(["fr", "en", "ar"]);
    for (const language of offeredLanguagesOf(form)) {
      expect(findResponseLanguageError(form, language)).toBeUndefined();
    }
  });

  it("is refused, naming the form's languages, when the form does not offer it", () => {
    expect(findResponseLanguageError(form, "de")).toBe(
      "This form can be answered in fr, en, ar only",
    );
    expect(findResponseLanguageError({ language: "en", languages: [] }, "ar")).toBe(
      RESPONDENT_MESSAGES.languageNotOffered(["en"]),
    );
  });
});
