import { create } from "zustand";
import {
  ADMIN_DATA_KEY,
  type AdminData,
  readAdminData,
  readUserData,
  removeAdminData,
  removeUserData,
  type SessionUser,
  USER_DATA_KEY,
  type UserData,
  writeAdminData,
  writeUserData,
} from "./stored-session";

type UserSession = {
  user: SessionUser | null;
  token: string | null;
  isVerified: boolean;
  name: string;
  email: string;
};

type UserAuthState = UserSession & {
  login: (data: UserData) => void;
  verify: (data: UserData) => void;
  logout: () => void;
  updateName: (name: string) => void;
  syncFromStorage: () => void;
};

type AdminSession = { isAuthenticated: boolean; admin: AdminData | null };

type AdminAuthState = AdminSession & {
  adminLogin: (data: AdminData) => void;
  adminLogout: () => void;
  syncFromStorage: () => void;
};

const SIGNED_OUT: UserSession = { user: null, token: null, isVerified: false, name: "", email: "" };

function toUserSession(data: UserData | null, isVerified?: boolean): UserSession {
  if (!data) return SIGNED_OUT;
  return {
    user: data.user,
    token: data.token,
    // Only verified accounts can sign in, so a stored session is a verified one unless it says otherwise.
    isVerified: isVerified ?? data.user.isVerified ?? true,
    name: data.name || data.user.name || "",
    email: data.email || data.user.email || "",
  };
}

function toAdminSession(admin: AdminData | null): AdminSession {
  return { isAuthenticated: admin !== null, admin };
}

export const useAuthStore = create<UserAuthState>()((set) => ({
  ...toUserSession(readUserData()),
  login: (data) => {
    writeUserData(data);
    set(toUserSession(data));
  },
  verify: (data) => {
    writeUserData(data);
    set(toUserSession(data, true));
  },
  logout: () => {
    removeUserData();
    set(SIGNED_OUT);
  },
  updateName: (name) => {
    const stored = readUserData();
    if (!stored) return;
    const next: UserData = { ...stored, name, user: { ...stored.user, name } };
    writeUserData(next);
    set(toUserSession(next));
  },
  syncFromStorage: () => set(toUserSession(readUserData())),
}));

export const useAdminAuthStore = create<AdminAuthState>()((set) => ({
  ...toAdminSession(readAdminData()),
  adminLogin: (data) => {
    writeAdminData(data);
    set(toAdminSession(data));
  },
  adminLogout: () => {
    removeAdminData();
    set(toAdminSession(null));
  },
  syncFromStorage: () => set(toAdminSession(readAdminData())),
}));

export const selectIsSignedIn = (state: UserAuthState) => state.token !== null;
export const selectIsAdmin = (state: AdminAuthState) =>
  state.isAuthenticated && state.admin !== null;

// Signing in or out in another tab updates this one too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === USER_DATA_KEY) {
      useAuthStore.getState().syncFromStorage();
    }
    if (event.key === null || event.key === ADMIN_DATA_KEY) {
      useAdminAuthStore.getState().syncFromStorage();
    }
  });
}
