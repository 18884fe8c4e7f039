import { roleMay } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { findMembersAmong, type MemberAmong } from "./repo.js";

type Readers = { workspaceId: string; userIds: readonly string[] };
const mayReadResponses = (member: MemberAmong) => roleMay(member.role, "responses.read");
const addressOf = ({ userId, email }: MemberAmong) => ({ userId, email });

/** Those of the users whose role in the workspace lets them read its responses. */
export async function findResponseReaders(
  db: Database | Transaction,
  readers: Readers,
): Promise<Array<{ userId: string; email: string }>> {
  const members = await findMembersAmong(db, readers);
  return members.filter(mayReadResponses).map(addressOf);
}

/**
 * Of those, the ones who could open the responses right now: a deactivated account, or a member
 * without the two-factor their workspace requires, is sent no answers by mail either.
 */
export async function findResponseReadersNow(
  db: Database | Transaction,
  readers: Readers,
): Promise<Array<{ userId: string; email: string }>> {
  const members = await findMembersAmong(db, readers);
  return members.filter((member) => mayReadResponses(member) && member.canSignIn).map(addressOf);
}
