import { ERROR_STATUS, type ErrorCode } from "@formloom/shared";
import { vi } from "vitest";

export type ApiCall = { method: string; path: string; body: unknown; headers: Headers };
type Reply = { status?: number; body: unknown };
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * Stubs fetch with answers per "METHOD /api/path"; every call is recorded. An unexpected call
 * answers as an unknown route does (404, ROUTE_NOT_FOUND) so that a test sees it instead of hanging.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply =
      typeof handler === "function"
        ? await handler(call)
        : (handler ?? failWith("ROUTE_NOT_FOUND", "Not mocked"));
    return Response.json(reply.body, { status: reply.status ?? 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { calls, callsTo, fetchMock };
}

export const ok = <T>(data: T, message = "OK", status = 200): Reply => ({
  status,
  body: { statusCode: status, message, data },
});

export const fail = (status: number, message: string, errors?: Record<string, string>): Reply => ({
  status,
  body: { statusCode: status, message, ...(errors ? { errors } : {}) },
});

/** The server's failure envelope for an error code, with the status the server gives it. */
export const failWith = (
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
): Reply => ({
  status: ERROR_STATUS[code],
  body: { statusCode: ERROR_STATUS[code], code, message, ...(errors ? { errors } : {}) },
});
