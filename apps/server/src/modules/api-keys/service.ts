import {
  API_KEY_MESSAGES,
  API_KEYS_PER_USER_MAX,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { ApiKeyRow, UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { workspaceNotFound } from "../workspaces/access.js";
import { findMembership } from "../workspaces/repo.js";
import { generateApiKey, hashApiKey, isWellFormedApiKey } from "./key-secret.js";
import {
  countUserApiKeys,
  deleteApiKey,
  findLiveApiKey,
  insertApiKey,
  listUserApiKeys,
  touchApiKey,
} from "./repo.js";
import { toApiKeyDto } from "./to-api-key-dto.js";

const DAY_MS = 86_400_000;
const LAST_USE_STEP_MS = 60_000;

export async function listApiKeys(db: Database, userId: string): Promise<ApiKey[]> {
  return (await listUserApiKeys(db, userId)).map(toApiKeyDto);
}

/** A new key for the user; the whole key is in this answer only. */
export async function createApiKey(
  db: Database,
  {
    userId,
    name,
    scope,
    expiresInDays,
    workspaceId,
  }: {
    userId: string;
    name: string;
    scope: ApiKeyScope;
    expiresInDays: number | null;
    workspaceId: string | null;
  },
): Promise<CreatedApiKey> {
  if (workspaceId !== null && (await findMembership(db, { workspaceId, userId })) === null) {
    throw workspaceNotFound();
  }
  if ((await countUserApiKeys(db, userId)) >= API_KEYS_PER_USER_MAX) {
    throw new AppError("TOO_MANY_API_KEYS", API_KEY_MESSAGES.tooMany);
  }
  const { key, prefix, keyHash } = generateApiKey();
  const row = await insertApiKey(db, {
    userId,
    name,
    scope,
    prefix,
    keyHash,
    workspaceId,
    expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS),
  });
  return { ...toApiKeyDto(row), key };
}

/** Deleting the row is the revocation: the next request with the key finds nothing. */
export async function revokeApiKey(
  db: Database,
  ref: { userId: string; keyId: string },
): Promise<void> {
  if (!(await deleteApiKey(db, ref))) {
    throw new AppError("API_KEY_NOT_FOUND", API_KEY_MESSAGES.notFound);
  }
}

/**
 * The key and its owner for a bearer token that is an API key; malformed, unknown, revoked and
 * expired keys all get the same 401. Whether the route takes keys is the caller's check.
 */
export async function authenticateApiKey(
  db: Database,
  token: string,
): Promise<{ key: ApiKeyRow; user: UserRow }> {
  const found = isWellFormedApiKey(token) ? await findLiveApiKey(db, hashApiKey(token)) : undefined;
  if (!found) throw new AppError("API_KEY_INVALID", API_KEY_MESSAGES.invalid);
  const lastUsed = found.key.lastUsedAt?.getTime() ?? 0;
  // A deactivated owner's key is refused by the caller, so that request is no use of it.
  if (found.user.active && Date.now() - lastUsed >= LAST_USE_STEP_MS) {
    await touchApiKey(db, found.key.id);
  }
  return found;
}
