import { describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import { AppError, ERROR_STATUS, type ErrorCode } from "../src/lib/app-error.js";
import { useTestApp } from "./support/test-app.js";

describe("error codes", () => {
  const context = useTestApp("pglite", { beforeReady: addProbeRoutes });

  it("answers every code with its own status, an error one, in the envelope and on the wire", async () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const response = await context.app.inject({ method: "GET", url: `/api/probe/codes/${code}` });
      expect(response.statusCode, code).toBe(ERROR_STATUS[code]);
      expect(response.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(response.json(), code).toEqual({
        statusCode: ERROR_STATUS[code],
        code,
        message: `Probe ${code}`,
      });
    }
  });

  it("answers a code with the status of ERROR_STATUS and the field errors it carries", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/probe/wrong-password" });
    expect(response.statusCode).toBe(ERROR_STATUS.WRONG_PASSWORD);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: "WRONG_PASSWORD",
      message: "Password is incorrect",
      errors: { password: "Password is incorrect" },
    });
  });

  it("sends Retry-After when the error says when to come back", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/probe/rate-limited" });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("42");
    expect(response.json()).toEqual({
      statusCode: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts",
    });
  });
});

function addProbeRoutes(app: App): void {
  app.get<{ Params: { code: ErrorCode } }>("/api/probe/codes/:code", async (request) => {
    throw new AppError(request.params.code, `Probe ${request.params.code}`);
  });
  app.get("/api/probe/wrong-password", async () => {
    throw new AppError("WRONG_PASSWORD", "Password is incorrect", {
      errors: { password: "Password is incorrect" },
    });
  });
  app.get("/api/probe/rate-limited", async () => {
    throw new AppError("RATE_LIMITED", "Too many attempts", { retryAfterSeconds: 42 });
  });
}
