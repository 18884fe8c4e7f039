import { FORM_PASSWORD_MESSAGES, FORM_UNLOCK_HEADER, idSchema } from "@formloom/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { FormUnlockTokens } from "../../lib/form-unlock-tokens.js";
import { findFormLock } from "./repo.js";

/**
 * Refuses a call about a public, password-protected form that carries no live unlock token.
 * A form that is missing, private (only its workspace's members open it) or without a password
 * passes: the route's own checks answer for those.
 */
export async function checkFormUnlocked(
  { db, tokens }: { db: Database; tokens: FormUnlockTokens },
  { formId, token }: { formId: string; token: string | undefined },
): Promise<void> {
  const lock = await findFormLock(db, formId);
  if (!lock?.isPublic || lock.passwordHash === null) return;
  if (token && tokens.isValid(token, formId, lock.passwordGeneration)) return;
  throw new AppError("FORM_PASSWORD_REQUIRED", FORM_PASSWORD_MESSAGES.required);
}

export function unlockTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[FORM_UNLOCK_HEADER];
  return typeof value === "string" ? value : undefined;
}

/** The check for a form named in the path (`:formId` or `:id`), as a route's preHandler. */
export function requireFormUnlocked(app: FastifyInstance) {
  const deps = { db: app.db, tokens: app.formUnlockTokens };
  return async (request: FastifyRequest) => {
    const params = request.params as { formId?: string; id?: string };
    const formId = idSchema.safeParse(params.formId ?? params.id);
    // A malformed id is the route's own 400 or 404 to give.
    if (!formId.success) return;
    await checkFormUnlocked(deps, { formId: formId.data, token: unlockTokenOf(request) });
  };
}
