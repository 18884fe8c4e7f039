import type { WorkspaceAction } from "@formloom/shared";
import type { FastifyRequest } from "fastify";
import { signedInUser } from "./signed-in-user.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What the route does in a workspace, checked against the caller's role by `checkRole`
     * (modules/workspaces/access.ts). Every route of the API either names one or is listed as
     * outside workspaces (account, admin and public routes) in the authorization matrix test.
     */
    workspaceAction?: WorkspaceAction;
  }
}

/** Who made a change, as the audit log records it. */
export type Actor = {
  userId: string;
  email: string;
  apiKeyId: string | null;
  /** Only when the installation keeps addresses (AUDIT_LOG_IP). */
  ip: string | null;
};

export function actorOf(request: FastifyRequest): Actor {
  const user = signedInUser(request);
  return {
    userId: user.id,
    email: user.email,
    apiKeyId: request.apiKey?.id ?? null,
    ip: request.server.config.auditLog.keepIp ? request.ip : null,
  };
}

/** Who asks to do what: read from the request by `accessOf`, checked by `checkRole`. */
export type Access = {
  actor: Actor;
  userId: string;
  action: WorkspaceAction;
  /** The workspace an API key is limited to; it reaches no other. */
  keyWorkspaceId: string | null;
  /** Whether the user has two-factor authentication on, which a workspace may require. */
  hasTwoFactor: boolean;
};

export function accessOf(request: FastifyRequest): Access {
  const action = request.routeOptions.config.workspaceAction;
  if (!action) throw new Error("route is missing its workspaceAction");
  const user = signedInUser(request);
  return {
    actor: actorOf(request),
    userId: user.id,
    action,
    keyWorkspaceId: request.apiKey?.workspaceId ?? null,
    // A key acts as its user: a user without two-factor cannot reach such a workspace with one.
    hasTwoFactor: user.twoFactorEnabledAt !== null,
  };
}

/** The same access for another action, e.g. creating the copy of a form one may read. */
export function withAction(access: Access, action: WorkspaceAction): Access {
  return { ...access, action };
}
