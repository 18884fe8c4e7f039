import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_DATA, USER_DATA } from "@/test/session-fixtures";
import { ApiError, apiClient } from "./api-client";
import { onSessionExpired } from "./session-expiry";

const fetchMock = vi.fn<typeof fetch>();

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockResolvedValue(Response.json({ statusCode: 200, message: "OK", data: [] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("apiClient", () => {
  it("sends user calls to /api with the userData bearer token and query parameters", async () => {
    localStorage.setItem("userData", JSON.stringify(USER_DATA));
    fetchMock.mockResolvedValue(
      Response.json({ statusCode: 200, message: "Forms", data: [{ _id: "f-1" }], total: 1 }),
    );

    const body = await apiClient.get<{ _id: string }[], { total: number }>("/forms", {
      query: { search: "quiz night", page: 2, limit: undefined, version: "" },
    });

    expect(body).toEqual({ statusCode: 200, message: "Forms", data: [{ _id: "f-1" }], total: 1 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe("/api/forms?search=quiz+night&page=2");
    expect(init?.method).toBe("GET");
    expect(headers.get("Authorization")).toBe("Bearer user-token");
  });

  it("signs admin calls with the adminData token and sends JSON bodies", async () => {
    localStorage.setItem("userData", JSON.stringify(USER_DATA));
    localStorage.setItem("adminData", JSON.stringify(ADMIN_DATA));

    await apiClient.put("/api/admin/users", { _id: "u-1", name: "Ada" }, { auth: "admin" });

    const { url, init, headers } = lastRequest();
    expect(url).toBe("/api/admin/users");
    expect(init?.method).toBe("PUT");
    expect(init?.body).toBe(JSON.stringify({ _id: "u-1", name: "Ada" }));
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("sends no Authorization header when nobody is signed in", async () => {
    await apiClient.post("/users/login", { email: "a@b.co", password: "x" });
    expect(lastRequest().headers.has("Authorization")).toBe(false);
  });

  it.each(["patch", "delete"] as const)("supports %s", async (method) => {
    if (method === "patch") await apiClient.patch("/forms/f-1", { title: "T" });
    else await apiClient.delete("/forms/f-1");
    expect(lastRequest().init?.method).toBe(method.toUpperCase());
  });

  it("throws an ApiError with the status, message and field errors of a failure", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { statusCode: 400, message: "Validation failed", errors: { email: "Email is required" } },
        { status: 400 },
      ),
    );
    const error = await apiClient.post("/users/register", {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: "Validation failed",
      fieldErrors: { email: "Email is required" },
    });
  });

  it("turns a non-JSON failure and an unreachable server into ApiErrors", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response("<html>", { status: 502, statusText: "Bad Gateway" }),
    );
    await expect(apiClient.get("/health")).rejects.toMatchObject({
      status: 502,
      message: "Bad Gateway",
    });

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiClient.get("/health")).rejects.toMatchObject({ status: 0 });
  });

  describe("a 401 answer", () => {
    const expired = () =>
      Response.json(
        { statusCode: 401, message: "Your session has expired. Please sign in again." },
        { status: 401 },
      );

    it("to a call signed with the stored session reports the session as ended", async () => {
      localStorage.setItem("userData", JSON.stringify(USER_DATA));
      const listener = vi.fn();
      const stop = onSessionExpired(listener);
      fetchMock.mockResolvedValue(expired());
      await expect(apiClient.get("/users/me")).rejects.toMatchObject({ status: 401 });
      stop();
      expect(listener).toHaveBeenCalledExactlyOnceWith(
        "user",
        "Your session has expired. Please sign in again.",
      );
    });

    it("to an unsigned call (a wrong password at sign-in) is not a session ending", async () => {
      const listener = vi.fn();
      const stop = onSessionExpired(listener);
      fetchMock.mockResolvedValue(
        Response.json({ statusCode: 401, message: "Invalid email or password" }, { status: 401 }),
      );
      await expect(apiClient.post("/users/login", {}, { auth: "none" })).rejects.toBeInstanceOf(
        ApiError,
      );
      stop();
      expect(listener).not.toHaveBeenCalled();
    });

    it("is ignored when a newer session was stored while the call was under way", async () => {
      localStorage.setItem("userData", JSON.stringify(USER_DATA));
      const listener = vi.fn();
      const stop = onSessionExpired(listener);
      fetchMock.mockImplementation(async () => {
        localStorage.setItem("userData", JSON.stringify({ ...USER_DATA, token: "newer-token" }));
        return expired();
      });
      await expect(apiClient.get("/users/me")).rejects.toMatchObject({ status: 401 });
      stop();
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
