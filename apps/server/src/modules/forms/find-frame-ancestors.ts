import { type FormSettings, frameAncestorsOf, toEmbedOrigin } from "@formloom/shared";
import { idSchema } from "@formloom/shared/entities";
import { withSettingsDefaults } from "@formloom/shared/form-settings";
import type { Database } from "../../db/client.js";
import { findFormSettings } from "./repo.js";

/**
 * Who may frame a form's public page: the owner's allowed sites, or every site when they listed
 * none (an unknown form too: the page then says 'Form Not Found' wherever it is).
 */
export async function findFrameAncestors(db: Database, formId: string): Promise<string[]> {
  if (!idSchema.safeParse(formId).success) return frameAncestorsOf([]);
  const stored = await findFormSettings(db, formId);
  const { embedAllowedSites } = withSettingsDefaults(stored as Partial<FormSettings> | undefined);
  // Checked again on the way out: these go into a header.
  const sites = embedAllowedSites.flatMap((site) => toEmbedOrigin(site) ?? []);
  return frameAncestorsOf(sites);
}
