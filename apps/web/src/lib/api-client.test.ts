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

  it("throws an ApiError with the status, code, message and field errors of a failure", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          statusCode: 400,
          code: "VALIDATION_FAILED",
          message: "Validation failed",
          errors: { email: "Email is required" },
        },
        { status: 400 },
      ),
    );
    const error = await apiClient.post("/users/register", {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: "Validation failed",
      fieldErrors: { email: "Email is required" },
    });
  });

  it("leaves the code unset when the server sends none, or one it does not have", async () => {
    for (const code of [undefined, "NO_SUCH_CODE"]) {
      fetchMock.mockResolvedValue(
        Response.json({ statusCode: 409, code, message: "Conflict" }, { status: 409 }),
      );
      const error = await apiClient.post("/users/register", {}).catch((caught) => caught);
      expect(error).toMatchObject({ status: 409, code: undefined, message: "Conflict" });
    }
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

  describe("download", () => {
    it("answers the file and the name the server gives it, signed with the user's token", async () => {
      localStorage.setItem("userData", JSON.stringify(USER_DATA));
      fetchMock.mockResolvedValue(
        new Response("Timestamp,Q1\n", {
          headers: { "Content-Disposition": `attachment; filename="Survey-responses.csv"` },
        }),
      );
      const file = await apiClient.download("/responses/form/f-1/export", {
        query: { version: 2 },
      });
      expect(await file.blob.text()).toBe("Timestamp,Q1\n");
      expect(file.fileName).toBe("Survey-responses.csv");
      const { url, headers } = lastRequest();
      expect(url).toBe("/api/responses/form/f-1/export?version=2");
      expect(headers.get("Authorization")).toBe("Bearer user-token");
    });

    it("fails like any other call, and a 401 ends the session", async () => {
      localStorage.setItem("userData", JSON.stringify(USER_DATA));
      const listener = vi.fn();
      const stop = onSessionExpired(listener);
      fetchMock.mockResolvedValue(
        Response.json({ statusCode: 401, message: "Session expired" }, { status: 401 }),
      );
      await expect(apiClient.download("/api/files/file-1")).rejects.toMatchObject({
        status: 401,
        message: "Session expired",
      });
      stop();
      expect(listener).toHaveBeenCalledExactlyOnceWith("user", "Session expired");
    });
  });

  describe("upload", () => {
    const form = () => {
      const body = new FormData();
      body.append("file", new Blob(["%PDF"]), "cv.pdf");
      return body;
    };

    it("reports progress and answers the envelope, signed and without a JSON content type", async () => {
      localStorage.setItem("userData", JSON.stringify(USER_DATA));
      const xhr = stubXhr({
        status: 201,
        body: { statusCode: 201, message: "Uploaded", data: { url: "/api/files/1" } },
      });
      const onProgress = vi.fn();
      const envelope = await apiClient.upload<{ url: string }>("/users/file-upload", form(), {
        onProgress,
      });
      expect(envelope.data).toEqual({ url: "/api/files/1" });
      expect(onProgress.mock.calls).toEqual([[25]]);
      expect(xhr.method).toBe("POST");
      expect(xhr.url).toBe("/api/users/file-upload");
      expect(xhr.headers.get("authorization")).toBe("Bearer user-token");
      expect(xhr.headers.has("content-type")).toBe(false);
      expect(xhr.body).toBeInstanceOf(FormData);
    });

    it("throws the server's message and field errors", async () => {
      stubXhr({
        status: 400,
        body: {
          statusCode: 400,
          message: "Validation failed",
          errors: { file: ["Only PDF files are allowed"] },
        },
      });
      const error = await apiClient.upload("/users/file-upload", form()).catch((caught) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        message: "Validation failed",
        fieldErrors: { file: "Only PDF files are allowed" },
      });
    });

    it("reports the session as ended on a 401 to a signed upload", async () => {
      localStorage.setItem("userData", JSON.stringify(USER_DATA));
      const listener = vi.fn();
      const stop = onSessionExpired(listener);
      stubXhr({ status: 401, body: { statusCode: 401, message: "Your session has expired." } });
      await expect(apiClient.upload("/users/file-upload", form())).rejects.toMatchObject({
        status: 401,
      });
      stop();
      expect(listener).toHaveBeenCalledExactlyOnceWith("user", "Your session has expired.");
    });

    it("turns a dropped connection into an ApiError and a cancel into an AbortError", async () => {
      stubXhr({ fails: true });
      await expect(apiClient.upload("/users/file-upload", form())).rejects.toMatchObject({
        status: 0,
      });

      stubXhr({ status: 201, body: {} });
      const controller = new AbortController();
      controller.abort();
      await expect(
        apiClient.upload("/users/file-upload", form(), { signal: controller.signal }),
      ).rejects.toMatchObject({ name: "AbortError" });
    });
  });
});

type XhrReply = { status?: number; body?: unknown; fails?: boolean };

/** Stands in for XMLHttpRequest: one progress event at a quarter, then the reply. */
function stubXhr(reply: XhrReply) {
  const sent = { method: "", url: "", headers: new Headers(), body: undefined as unknown };
  class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers.set(name, value);
    }
    getAllResponseHeaders() {
      return "content-type: application/json\r\n";
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.body = body;
      queueMicrotask(() => {
        if (reply.fails) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 } as ProgressEvent);
        this.status = reply.status ?? 200;
        this.responseText = JSON.stringify(reply.body ?? {});
        this.onload?.();
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}
