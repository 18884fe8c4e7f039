import { SETTINGS_MESSAGES } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findResponseReaders } from "../workspaces/find-response-readers.js";

type Executor = Database | Transaction;

/** The members named who may read the responses of the workspace (the form's, or its new one). */
export async function keepNotifyMembersOf(
  db: Executor,
  { workspaceId, chosen }: { workspaceId: string; chosen: string[] },
): Promise<string[]> {
  if (chosen.length === 0) return chosen;
  const readers = await findResponseReaders(db, { workspaceId, userIds: chosen });
  const readerIds = new Set(readers.map((reader) => reader.userId));
  return chosen.filter((id) => readerIds.has(id));
}

/**
 * The members the response mail goes to, as they are saved: each one newly named must be a
 * member of the form's workspace who may read its responses. One named before who has left since
 * is dropped rather than refused: a save must not fail over a departure made elsewhere.
 */
export async function checkNotifyMembers(
  db: Executor,
  {
    workspaceId,
    chosen,
    stored,
    field,
  }: { workspaceId: string; chosen: string[]; stored: readonly string[]; field: string },
): Promise<string[]> {
  const kept = await keepNotifyMembersOf(db, { workspaceId, chosen });
  if (chosen.some((id) => !kept.includes(id) && !stored.includes(id))) {
    const message = SETTINGS_MESSAGES.notifyMemberInvalid;
    throw new AppError("VALIDATION_FAILED", message, { errors: { [field]: message } });
  }
  return kept;
}
