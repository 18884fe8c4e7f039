import { type FormSettings, type LanguageCount, offeredLanguagesOf } from "@formloom/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import { ofVersion } from "../common/of-version.js";
import { buildLanguageCounts } from "./build-language-counts.js";
import { countAnsweredLanguages } from "./repo-filtered.js";
import { keptByPage } from "./version-pages.js";

/**
 * How many of one version's responses (those `where` keeps, when given) were answered in each
 * language: counted by the database, a page at a time with `pageRows`, added up here.
 */
export async function countLanguages(
  db: Database,
  {
    formId,
    version,
    settings,
    where,
    pageRows,
  }: {
    formId: string;
    version: number;
    settings: Pick<FormSettings, "language" | "languages">;
    where?: SQL;
    pageRows?: number;
  },
): Promise<LanguageCount[]> {
  const counted = new Map<string, number>();
  const kept = where ?? (ofVersion(formId, version) as SQL);
  for await (const page of keptByPage(db, kept, { formId, version, pageRows })) {
    for (const row of await countAnsweredLanguages(db, page, settings.language)) {
      counted.set(row.language, (counted.get(row.language) ?? 0) + row.responses);
    }
  }
  return buildLanguageCounts(offeredLanguagesOf(settings), counted);
}
