import type { User } from "@formloom/shared";
import { useAdminAuthStore, useAuthStore } from "@/lib/auth-store";
import type { AdminData, UserData } from "@/lib/stored-session";

export const USER_DATA: UserData = {
  email: "ada@example.com",
  name: "Ada Lovelace",
  user: { _id: "u-1", name: "Ada Lovelace", email: "ada@example.com", isVerified: true },
  token: "user-token",
};

/** The signed-in user as GET /api/users/me answers. */
export const PROFILE_USER: User = {
  _id: "0193a000-0000-7000-8000-000000000001",
  name: "Ada Lovelace",
  email: "ada@example.com",
  isVerified: true,
  active: true,
  twoFactorEnabled: false,
  createdAt: "2025-03-01T10:00:00.000Z",
  updatedAt: "2025-03-01T10:00:00.000Z",
};

export const ADMIN_DATA: AdminData = {
  token: "admin-token",
  name: "Grace Hopper",
  email: "grace@example.com",
};

/** Puts a session in localStorage, as a previous visit would have, and loads it into the stores. */
export function storeUserSession(data: UserData = USER_DATA) {
  localStorage.setItem("userData", JSON.stringify(data));
  useAuthStore.getState().syncFromStorage();
}

export function storeAdminSession(data: AdminData = ADMIN_DATA) {
  localStorage.setItem("adminData", JSON.stringify(data));
  useAdminAuthStore.getState().syncFromStorage();
}
