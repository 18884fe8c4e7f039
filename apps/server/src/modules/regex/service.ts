import type { AuditAction, CreateRegexBody, RegexPattern, UpdateRegexBody } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findPatternProblem } from "../../lib/safe-regex.js";
import type { Actor } from "../../lib/workspace-access.js";
import { type AuditEntry, recordAudit, withAudit } from "../audit/record-audit.js";
import { deletePattern, findPattern, findPatterns, insertPattern, updatePattern } from "./repo.js";
import { toRegexDto } from "./to-regex-dto.js";

const NOT_FOUND = "Regex pattern not found";

/** A pattern is saved only if the server can run it safely (RE2, no catastrophic backtracking). */
async function assertRunnable(regex: string): Promise<void> {
  const problem = await findPatternProblem(regex);
  if (problem) throw new AppError("UNSAFE_PATTERN", problem, { errors: { regex: problem } });
}

/** Admins see every pattern; a user building a form sees only the active ones to choose from. */
export async function listPatterns(
  db: Database,
  { isAdmin, ...query }: { isAdmin: boolean; search?: string; page: number; limit: number },
): Promise<{ patterns: RegexPattern[]; total: number }> {
  const { rows, total } = await findPatterns(db, { ...query, activeOnly: !isAdmin });
  return { patterns: rows.map(toRegexDto), total };
}

export async function getPattern(db: Database, id: string): Promise<RegexPattern> {
  const row = await findPattern(db, id);
  if (!row) throw new AppError("PATTERN_NOT_FOUND", NOT_FOUND);
  return toRegexDto(row);
}

function patternEntry(
  action: AuditAction,
  id: string,
  details?: Record<string, unknown>,
): AuditEntry {
  return { workspaceId: null, action, objectType: "pattern", objectId: id, details };
}

export async function createPattern(
  db: Database,
  body: CreateRegexBody,
  actor: Actor,
): Promise<RegexPattern> {
  await assertRunnable(body.regex);
  const values = {
    title: body.title,
    regex: body.regex,
    errorMessage: body.errorMessage,
    name: body.name || body.title,
    type: body.type || "default",
    maxLength: body.maxLength ?? 0,
    isRequired: body.isRequired ?? false,
    // The spec's create call sends active: null, meaning "not decided": a new pattern is on.
    active: body.active ?? true,
  };
  const row = await withAudit(
    db,
    actor,
    (tx) => insertPattern(tx, values),
    (made) => patternEntry("pattern.created", made.id, { title: made.title }),
  );
  return toRegexDto(row);
}

/** Applies only the fields sent; answers whether only the status changed (for the message). */
export async function changePattern(
  db: Database,
  { _id, ...changes }: UpdateRegexBody,
  actor: Actor,
): Promise<{ pattern: RegexPattern; isStatusOnly: boolean }> {
  if (changes.regex !== undefined) await assertRunnable(changes.regex);
  const row = await db.transaction(async (tx) => {
    const changed = await updatePattern(tx, _id, changes);
    if (changed) {
      const fields = Object.keys(changes).filter(
        (key) => changes[key as keyof typeof changes] !== undefined,
      );
      await recordAudit(tx, actor, patternEntry("pattern.changed", _id, { fields }));
    }
    return changed;
  });
  if (!row) throw new AppError("PATTERN_NOT_FOUND", NOT_FOUND);
  const changedKeys = Object.entries(changes).filter(([, value]) => value !== undefined);
  return {
    pattern: toRegexDto(row),
    isStatusOnly: changedKeys.length === 1 && changedKeys[0]?.[0] === "active",
  };
}

/**
 * Forms keep a copy of the pattern in their questions; a removed (or switched-off) pattern is
 * then skipped when answers are checked, so no form breaks.
 */
export async function removePattern(db: Database, id: string, actor: Actor): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    if (!(await deletePattern(tx, id))) return false;
    await recordAudit(tx, actor, patternEntry("pattern.deleted", id));
    return true;
  });
  if (!deleted) throw new AppError("PATTERN_NOT_FOUND", NOT_FOUND);
}
