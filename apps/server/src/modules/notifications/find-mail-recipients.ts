import { type FormSettings, withSettingsDefaults } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { FormRow } from "../../db/rows.js";
import { findResponseReadersNow } from "../workspaces/find-response-readers.js";

/**
 * Who the form's response mail goes to now: the members its settings name, or its creator when
 * they name none; of them, only those still in its workspace with a role that reads responses,
 * and able to sign in to read them (active, with two-factor where the workspace requires it).
 */
export async function findMailRecipients(
  db: Database,
  form: Pick<FormRow, "ownerId" | "workspaceId" | "settings">,
): Promise<Array<{ userId: string; email: string }>> {
  const { notifyMemberIds } = withSettingsDefaults(form.settings as Partial<FormSettings> | null);
  const chosen = notifyMemberIds.length > 0 ? notifyMemberIds : [form.ownerId];
  return findResponseReadersNow(db, { workspaceId: form.workspaceId, userIds: chosen });
}
