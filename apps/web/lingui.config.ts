import { formatter } from "@lingui/format-json";
import { LANGUAGE_CODES, SOURCE_LANGUAGE } from "../../packages/shared/src/languages";

// The catalogues the web app speaks from: one JSON file per language (an id and its ICU message),
// compiled when Vite imports it with `?lingui`. The respondent's page has its own catalogue, so a
// respondent loads none of the owner's texts; the owner's app has the other.
export default {
  locales: [...LANGUAGE_CODES],
  sourceLocale: SOURCE_LANGUAGE,
  fallbackLocales: { default: SOURCE_LANGUAGE },
  catalogs: [
    { path: "<rootDir>/src/locales/respond/{locale}", include: ["src/features/respond"] },
    {
      path: "<rootDir>/src/locales/app/{locale}",
      include: ["src"],
      exclude: ["src/features/respond"],
    },
  ],
  format: formatter({ style: "minimal" }),
};
