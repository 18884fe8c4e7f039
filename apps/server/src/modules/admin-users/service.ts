import type { UpdateUserBody, User } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import type { Actor } from "../../lib/workspace-access.js";
import { recordAudit } from "../audit/record-audit.js";
import { deactivateUser, findUserById, listRegularUsers, updateUser } from "../users/repo.js";
import { toUserDto } from "../users/to-user-dto.js";

const NOT_FOUND = "User not found";

async function findRegularUser(db: Database, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (user?.role !== "user") throw new AppError("USER_NOT_FOUND", NOT_FOUND);
  return user;
}

export async function listUsers(db: Database, paging: { page: number; limit: number }) {
  const { rows, total } = await listRegularUsers(db, paging);
  return { users: rows.map(toUserDto), total };
}

export async function getUser(db: Database, id: string): Promise<User> {
  return toUserDto(await findRegularUser(db, id));
}

/**
 * The admin may change a name or the active flag, nothing else. Deactivating ends the user's
 * sessions and API keys at once: their next request with an old token or key is refused, and a
 * reactivated account starts with no key.
 */
export async function changeUser(
  db: Database,
  { _id, name, active }: UpdateUserBody,
  actor: Actor,
): Promise<{ user: User; isStatusChange: boolean }> {
  const before = await findRegularUser(db, _id);
  const isStatusChange = active !== undefined;
  const nameChange = name !== undefined ? { name } : {};
  const updated = await db.transaction(async (tx) => {
    const changed =
      active === false
        ? await deactivateUser(tx, _id, nameChange)
        : await updateUser(tx, _id, { ...nameChange, ...(isStatusChange ? { active } : {}) });
    if (changed && isStatusChange && active !== before.active) {
      await recordAudit(tx, actor, {
        workspaceId: null,
        action: active ? "user.reactivated" : "user.deactivated",
        objectType: "user",
        objectId: _id,
        details: { email: changed.email },
      });
    }
    return changed;
  });
  if (!updated) throw new AppError("USER_NOT_FOUND", NOT_FOUND);
  return { user: toUserDto(updated), isStatusChange };
}
