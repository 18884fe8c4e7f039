import { describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../config.js";
import { loggerOptions, redactUrl, requestLogLevel } from "./logger.js";

describe("redactUrl", () => {
  it("hides the token of a reset link and keeps the rest", () => {
    expect(redactUrl("/reset-password/8f3a9c0d1e?from=mail")).toBe(
      "/reset-password/[redacted]?from=mail",
    );
  });

  it("leaves other paths alone", () => {
    expect(redactUrl("/forms/0193a/view?x=1")).toBe("/forms/0193a/view?x=1");
  });
});

function configFor(env: Config["env"], logLevel = "info"): Config {
  return loadConfig({ NODE_ENV: env, LOG_LEVEL: logLevel, DATA_DIR: "/tmp/formloom-logger" });
}

const transportOf = (options: ReturnType<typeof loggerOptions>) =>
  typeof options === "object" ? options.transport : undefined;

describe("loggerOptions", () => {
  it("writes JSON lines in production when the output is a pipe or a file", () => {
    expect(transportOf(loggerOptions(configFor("production"), false))).toBeUndefined();
  });

  it("pretty-prints in production when the output is a terminal", () => {
    expect(transportOf(loggerOptions(configFor("production"), true))).toMatchObject({
      target: "pino-pretty",
    });
  });

  it("pretty-prints in development", () => {
    expect(transportOf(loggerOptions(configFor("development"), false))).toMatchObject({
      target: "pino-pretty",
    });
  });

  it("logs nothing at the silent level", () => {
    expect(loggerOptions(configFor("production", "silent"), true)).toBe(false);
  });
});

describe("requestLogLevel", () => {
  it("keeps routine requests at debug in production", () => {
    for (const status of [200, 204, 302, 304, 400, 401, 404, 429]) {
      expect(requestLogLevel(status, "production")).toBe("debug");
    }
  });

  it("shows requests in development", () => {
    expect(requestLogLevel(200, "development")).toBe("info");
  });

  it("always shows a server error", () => {
    for (const env of ["production", "development", "test"] as const) {
      expect(requestLogLevel(500, env)).toBe("error");
      expect(requestLogLevel(502, env)).toBe("error");
    }
  });

  it("always shows a request slower than a second", () => {
    expect(requestLogLevel(200, "production", 1_001)).toBe("warn");
    expect(requestLogLevel(200, "production", 999)).toBe("debug");
    expect(requestLogLevel(500, "production", 5_000)).toBe("error");
  });

  it("leaves a 503 (the database away) to the outage log's single line", () => {
    expect(requestLogLevel(503, "production")).toBe("debug");
  });
});
