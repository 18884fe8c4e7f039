import type { Funnel, FunnelQuery } from "@formloom/shared";
import { splitIntoPages } from "@formloom/shared/form-logic";
import type { Database } from "../../db/client.js";
import type { Access } from "../../lib/workspace-access.js";
import { findOwnedVersion } from "../responses/common/owned-version.js";
import { buildFunnel } from "./build-funnel.js";
import { sumFunnelSteps } from "./repo.js";

/** The funnel of a version the caller may read (the latest when none is asked for). */
export async function getFunnel(
  db: Database,
  { access, formId, version, from, to }: FunnelQuery & { access: Access; formId: string },
): Promise<Funnel> {
  const { form, version: wanted } = await findOwnedVersion(db, { access, formId, version });
  const steps = await sumFunnelSteps(db, { formId, version: wanted, from, to });
  return buildFunnel(steps, {
    version: wanted,
    pageCount: Math.max(1, splitIntoPages(form.questions).length),
  });
}
