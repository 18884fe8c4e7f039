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

const OIDC_CLIENT = { OIDC_CLIENT_ID: "formloom", OIDC_CLIENT_SECRET: "client-secret" };
const OIDC = { OIDC_ISSUER: "https://sso.example.org", ...OIDC_CLIENT };

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
      metrics: { token: undefined, port: undefined },
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
      METRICS_TOKEN: "m".repeat(16),
      METRICS_PORT: "9100",
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
      metrics: { token: "m".repeat(16), port: 9100 },
    });
  });

  it("shares rate limits through REDIS_URL, under the formloom: key prefix unless told otherwise", () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "redis://cache:6379/2" }).redis).toEqual({
      url: "redis://cache:6379/2",
      keyPrefix: "formloom:",
    });
    expect(
      loadConfig({ REDIS_URL: "rediss://user:pass@cache:6380", REDIS_KEY_PREFIX: "forms-eu:" })
        .redis,
    ).toEqual({ url: "rediss://user:pass@cache:6380", keyPrefix: "forms-eu:" });
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
    [{ REDIS_URL: "127.0.0.1:6379" }, "REDIS_URL"],
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
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
    [{ METRICS_PORT: "0" }, "METRICS_PORT"],
    [{ METRICS_PORT: "metrics" }, "METRICS_PORT"],
    [{ OIDC_ISSUER: "http://sso.example.org", ...OIDC_CLIENT }, "OIDC_ISSUER"],
    [{ OIDC_ISSUER: "sso.example.org", ...OIDC_CLIENT }, "OIDC_ISSUER"],
    [{ OIDC_ISSUER: "https://sso.example.org" }, "OIDC_CLIENT_ID"],
    [{ OIDC_ONLY: "true" }, "OIDC_ONLY"],
    [{ ...OIDC, OIDC_ALLOWED_DOMAINS: "example.org, not a domain" }, "OIDC_ALLOWED_DOMAINS"],
    [{ ...OIDC, OIDC_ALLOWED_DOMAINS: " , " }, "OIDC_ALLOWED_DOMAINS"],
    [{ ...OIDC, OIDC_BUTTON_LABEL: "x".repeat(61) }, "OIDC_BUTTON_LABEL"],
  ])("refuses %o with a message naming %s", (env, variable) => {
    expect(configError(env)).toMatch(new RegExp(`^\\s+${variable}: `, "m"));
  });

  it("reads single sign-on: https issuers, or http on this machine; domains lower-cased", () => {
    expect(
      loadConfig({ ...OIDC, OIDC_ALLOWED_DOMAINS: " Example.org ,example.COM", OIDC_ONLY: "true" })
        .oidc,
    ).toEqual({
      issuer: "https://sso.example.org",
      ...{ clientId: "formloom", clientSecret: "client-secret" },
      allowedDomains: ["example.org", "example.com"],
      buttonLabel: undefined,
      isOnly: true,
    });
    expect(loadConfig({ ...OIDC, OIDC_ISSUER: "http://127.0.0.1:9000" }).oidc?.issuer).toBe(
      "http://127.0.0.1:9000",
    );
    expect(loadConfig({}).oidc).toBeUndefined();
  });

  it("keeps files beside the embedded database, in PostgreSQL with DATABASE_URL, or where STORAGE says", () => {
    expect(loadConfig({}).storage).toEqual({ driver: "local" });
    const databaseUrl = "postgres://db.internal/formloom";
    expect(loadConfig({ DATABASE_URL: databaseUrl }).storage).toEqual({ driver: "database" });
    expect(loadConfig({ DATABASE_URL: databaseUrl, STORAGE: "local" }).storage).toEqual({
      driver: "local",
    });
    expect(loadConfig({ STORAGE: "database" }).storage).toEqual({ driver: "database" });
    expect(
      loadConfig({
        STORAGE: "s3",
        S3_ENDPOINT: "https://s3.example.net",
        S3_BUCKET: "forms",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      driver: "s3",
      s3: {
        endpoint: "https://s3.example.net",
        bucket: "forms",
        region: "us-east-1",
        accessKeyId: "key",
        secretAccessKey: "secret",
        forcePathStyle: true,
      },
    });
    expect(
      loadConfig({ STORAGE: "s3", S3_BUCKET: "forms", S3_REGION: "eu-west-3" }).storage,
    ).toEqual({
      driver: "s3",
      s3: { bucket: "forms", region: "eu-west-3", forcePathStyle: false },
    });
  });

  it("names the storage variable that is wrong or missing", () => {
    expect(configError({ STORAGE: "disk" })).toContain("STORAGE:");
    expect(configError({ STORAGE: "s3" })).toContain("S3_BUCKET: is required when STORAGE is s3");
    expect(configError({ STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toContain(
      "S3_SECRET_ACCESS_KEY: is required when the other of S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY is set",
    );
    expect(configError({ S3_ENDPOINT: "s3.example.net" })).toContain("S3_ENDPOINT: must be a URL");
    expect(configError({ S3_FORCE_PATH_STYLE: "yes" })).toContain("S3_FORCE_PATH_STYLE:");
  });
});
