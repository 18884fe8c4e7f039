import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.js";

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("loadConfig", () => {
  it("runs with no variable at all: port 3000, ./data, PGlite, ALTCHA", () => {
    const config = loadConfig({}, { cwd: "/srv/formloom" });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve("/srv/formloom/data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      captcha: { provider: "altcha" },
      admin: undefined,
      trustProxy: false,
    });
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/formloom",
      DATABASE_URL: "postgres://app@db:5432/formloom",
      PUBLIC_URL: "https://forms.example.org/",
      SMTP_URL: "smtps://user:pass@mail.example.org:465",
      MAIL_FROM: "Forms <forms@example.org>",
      JWT_SECRET: "x".repeat(32),
      CAPTCHA_PROVIDER: "turnstile",
      CAPTCHA_SECRET: "secret",
      CAPTCHA_SITE_KEY: "site",
      ADMIN_EMAIL: "admin@example.org",
      ADMIN_PASSWORD: "Str0ng!pass",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/formloom",
      databaseUrl: "postgres://app@db:5432/formloom",
      publicUrl: "https://forms.example.org",
      captcha: { provider: "turnstile", secret: "secret", siteKey: "site" },
      admin: { email: "admin@example.org", password: "Str0ng!pass" },
      logLevel: "warn",
      trustProxy: 1,
    });
  });

  it("takes an ADMIN_PASSWORD as long as sign-in allows, and says why a longer one is refused", () => {
    const longest = "x".repeat(53);
    expect(loadConfig({ ADMIN_EMAIL: "a@example.org", ADMIN_PASSWORD: longest }).admin).toEqual({
      email: "a@example.org",
      password: longest,
    });
    expect(configError({ ADMIN_EMAIL: "a@example.org", ADMIN_PASSWORD: "x".repeat(54) })).toContain(
      "ADMIN_PASSWORD: Password must be at most 53 characters",
    );
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://db/formloom" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "forms.example.org" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ CAPTCHA_PROVIDER: "hcaptcha" }, "CAPTCHA_PROVIDER"],
    [{ CAPTCHA_PROVIDER: "recaptcha" }, "CAPTCHA_SECRET"],
    [{ ADMIN_EMAIL: "admin@example.org" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "Str0ng!pass" }, "ADMIN_EMAIL"],
    [{ ADMIN_EMAIL: "admin@example.org", ADMIN_PASSWORD: "Short1!" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "admin@example.org", ADMIN_PASSWORD: "x".repeat(54) }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "admin@example.org", ADMIN_PASSWORD: "x".repeat(60) }, "ADMIN_PASSWORD"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
  ])("refuses %o with a message naming %s", (env, variable) => {
    expect(configError(env)).toMatch(new RegExp(`^\\s+${variable}: `, "m"));
  });
});
