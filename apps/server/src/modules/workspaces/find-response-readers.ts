import { roleMay } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { findMembersAmong } from "./repo.js";

/** Those of the users whose role in the workspace lets them read its responses now. */
export async function findResponseReaders(
  db: Database | Transaction,
  { workspaceId, userIds }: { workspaceId: string; userIds: readonly string[] },
): Promise<Array<{ userId: string; email: string }>> {
  const members = await findMembersAmong(db, { workspaceId, userIds });
  return members
    .filter((member) => roleMay(member.role, "responses.read"))
    .map(({ userId, email }) => ({ userId, email }));
}
