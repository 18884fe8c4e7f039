export const USER_DATA_KEY = "userData";
export const ADMIN_DATA_KEY = "adminData";

export type SessionUser = {
  _id: string;
  name: string;
  email: string;
  isVerified?: boolean;
  [field: string]: unknown;
};

/** The signed-in user's session, stored under `userData` exactly as the spec names it. */
export type UserData = { email: string; name: string; user: SessionUser; token: string };

/** The signed-in admin's session, stored under `adminData`. */
export type AdminData = { token: string; name: string; email: string };

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0;

const isUserData: Guard<UserData> = (value): value is UserData =>
  isRecord(value) &&
  isNonEmptyString(value.token) &&
  typeof value.email === "string" &&
  typeof value.name === "string" &&
  isRecord(value.user);

const isAdminData: Guard<AdminData> = (value): value is AdminData =>
  isRecord(value) &&
  isNonEmptyString(value.token) &&
  typeof value.email === "string" &&
  typeof value.name === "string";

function getStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings.
    return null;
  }
}

/** Anything unreadable (bad JSON, wrong shape) counts as signed out, never as a crash. */
function readItem<T>(key: string, guard: Guard<T>): T | null {
  const raw = getStorage()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: unknown) {
  try {
    getStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage keeps the session in memory for this tab only.
  }
}

function removeItem(key: string) {
  getStorage()?.removeItem(key);
}

export const readUserData = () => readItem(USER_DATA_KEY, isUserData);
export const writeUserData = (data: UserData) => writeItem(USER_DATA_KEY, data);
export const removeUserData = () => removeItem(USER_DATA_KEY);

export const readAdminData = () => readItem(ADMIN_DATA_KEY, isAdminData);
export const writeAdminData = (data: AdminData) => writeItem(ADMIN_DATA_KEY, data);
export const removeAdminData = () => removeItem(ADMIN_DATA_KEY);
