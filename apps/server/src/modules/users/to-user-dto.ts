import type { User } from "@formloom/shared";
import type { UserRow } from "../../db/rows.js";
import { hasTwoFactor } from "./has-two-factor.js";

/** The public shape of a user (SPEC §3): never the hash, role internals or token version. */
export function toUserDto(user: UserRow): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    isVerified: user.isVerified,
    active: user.active,
    twoFactorEnabled: hasTwoFactor(user),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
