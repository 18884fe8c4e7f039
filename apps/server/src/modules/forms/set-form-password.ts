import type { Database } from "../../db/client.js";
import { hashPassword } from "../../lib/password-hash.js";
import type { Access } from "../../lib/workspace-access.js";
import { withAudit } from "../audit/record-audit.js";
import { replaceFormPassword } from "../form-password/repo.js";
import { findFormFor, formEntry } from "./service.js";

/** Sets, changes or (with null) removes the form's password; old unlock tokens stop working. */
export async function setFormPassword(
  db: Database,
  { access, formId, password }: { access: Access; formId: string; password: string | null },
): Promise<{ _id: string; hasPassword: boolean }> {
  const form = await findFormFor(db, { access, formId });
  const passwordHash = password === null ? null : await hashPassword(password);
  // The settings audit entry, naming the field only: the password never reaches the log.
  const entry = formEntry(form.workspaceId, "form.settings_changed", formId, {
    fields: ["password"],
    hasPassword: passwordHash !== null,
  });
  await withAudit(db, access.actor, (tx) => replaceFormPassword(tx, formId, passwordHash), entry);
  return { _id: formId, hasPassword: passwordHash !== null };
}
