import type { ApiKey } from "@formloom/shared";
import type { ApiKeyRow } from "../../db/rows.js";

export function toApiKeyDto(row: ApiKeyRow): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    workspaceId: row.workspaceId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
