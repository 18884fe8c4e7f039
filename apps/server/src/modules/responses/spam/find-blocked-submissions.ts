import type { Database } from "../../../db/client.js";
import type { Access } from "../../../lib/workspace-access.js";
import { findFormFor } from "../../forms/service.js";
import { findBlockedCount } from "./repo.js";

/** How many submissions the form's spam protection has refused, for those who read its responses. */
export async function findBlockedSubmissions(
  db: Database,
  { access, formId }: { access: Access; formId: string },
): Promise<{ count: number }> {
  await findFormFor(db, { access, formId });
  return { count: await findBlockedCount(db, formId) };
}
