import { beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_DATA, USER_DATA } from "@/test/session-fixtures";

/** A fresh copy of the store module, initialised from whatever localStorage holds now. */
async function loadStores() {
  vi.resetModules();
  return import("./auth-store");
}

beforeEach(() => localStorage.clear());

describe("user auth store", () => {
  it("persists the session under 'userData' on login and clears it on logout", async () => {
    const { useAuthStore } = await loadStores();
    useAuthStore.getState().login(USER_DATA);

    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toEqual(USER_DATA);
    expect(useAuthStore.getState()).toMatchObject({
      user: USER_DATA.user,
      token: "user-token",
      isVerified: true,
    });

    useAuthStore.getState().logout();
    expect(localStorage.getItem("userData")).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isVerified: false });
  });

  it("marks the session verified after a successful verification", async () => {
    const { useAuthStore } = await loadStores();
    const unverified = { ...USER_DATA, user: { ...USER_DATA.user, isVerified: false } };
    useAuthStore.getState().verify(unverified);
    expect(useAuthStore.getState().isVerified).toBe(true);
    expect(localStorage.getItem("userData")).not.toBeNull();
  });

  it("starts signed in from a stored session", async () => {
    localStorage.setItem("userData", JSON.stringify(USER_DATA));
    const { useAuthStore } = await loadStores();
    expect(useAuthStore.getState()).toMatchObject({ token: "user-token", name: "Ada Lovelace" });
  });

  it.each([
    ["broken JSON", "{not json"],
    ["a JSON string", '"token"'],
    ["a session without a token", JSON.stringify({ ...USER_DATA, token: "" })],
    ["null", "null"],
  ])("starts signed out when userData holds %s", async (_label, raw) => {
    localStorage.setItem("userData", raw);
    const { useAuthStore } = await loadStores();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
  });

  it("updates the stored name", async () => {
    localStorage.setItem("userData", JSON.stringify(USER_DATA));
    const { useAuthStore } = await loadStores();
    useAuthStore.getState().updateName("Ada King");
    const stored = JSON.parse(localStorage.getItem("userData") ?? "null");
    expect(stored.name).toBe("Ada King");
    expect(stored.user.name).toBe("Ada King");
    expect(useAuthStore.getState().name).toBe("Ada King");
  });
});

describe("admin auth store", () => {
  it("starts from stored adminData", async () => {
    localStorage.setItem("adminData", JSON.stringify(ADMIN_DATA));
    const { useAdminAuthStore } = await loadStores();
    expect(useAdminAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      admin: ADMIN_DATA,
    });
  });

  it("starts signed out when adminData is corrupt", async () => {
    localStorage.setItem("adminData", "{{{");
    const { useAdminAuthStore } = await loadStores();
    expect(useAdminAuthStore.getState()).toMatchObject({ isAuthenticated: false, admin: null });
  });

  it("persists under 'adminData' on adminLogin and removes it on adminLogout", async () => {
    const { useAdminAuthStore } = await loadStores();
    useAdminAuthStore.getState().adminLogin(ADMIN_DATA);
    expect(JSON.parse(localStorage.getItem("adminData") ?? "null")).toEqual(ADMIN_DATA);
    expect(useAdminAuthStore.getState().isAuthenticated).toBe(true);

    useAdminAuthStore.getState().adminLogout();
    expect(localStorage.getItem("adminData")).toBeNull();
    expect(useAdminAuthStore.getState()).toMatchObject({ isAuthenticated: false, admin: null });
  });

  it("follows a sign-out made in another tab", async () => {
    localStorage.setItem("adminData", JSON.stringify(ADMIN_DATA));
    const { useAdminAuthStore } = await loadStores();
    localStorage.removeItem("adminData");
    window.dispatchEvent(new StorageEvent("storage", { key: "adminData" }));
    expect(useAdminAuthStore.getState().isAuthenticated).toBe(false);
  });
});
