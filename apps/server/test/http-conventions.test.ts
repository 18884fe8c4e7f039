import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { App } from "../src/app.js";
import { AppError } from "../src/lib/app-error.js";
import { useTestApp } from "./support/test-app.js";

const JS = "console.log(1)";
const RESPOND_HTML = "<!doctype html><title>View Form</title>";

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "formloom-web-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Formloom</title>");
  writeFileSync(path.join(dir, "respond.html"), RESPOND_HTML);
  writeFileSync(path.join(dir, "respond.html.br"), brotliCompressSync(RESPOND_HTML));
  writeFileSync(path.join(dir, "assets", "index-Ab12Cd.js"), "console.log(1)");
  writeFileSync(path.join(dir, "assets", "index-Ab12Cd.js.br"), brotliCompressSync(JS));
  writeFileSync(path.join(dir, "assets", "index-Ab12Cd.js.gz"), gzipSync(JS));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

describe("HTTP conventions", () => {
  const context = useTestApp("pglite", { webDistDir: fakeWebBuild() });

  it("answers an unknown /api path with the JSON 404 envelope", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/no-such-thing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({
      statusCode: 404,
      code: "ROUTE_NOT_FOUND",
      message: "Route GET /api/no-such-thing not found",
    });
  });

  it("serves index.html for client-side routes, never cached", async () => {
    for (const url of ["/", "/dashboard", "/forms/123/edit", "/no/such/page"]) {
      const response = await context.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>Formloom</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves a public form's address its own small page, never cached", async () => {
    for (const url of ["/forms/123/view", "/forms/123/view/?utm=x"]) {
      const response = await context.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>View Form</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
    const compressed = await context.app.inject({
      method: "GET",
      url: "/forms/123/view",
      headers: { "accept-encoding": "br" },
    });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(RESPOND_HTML);
    const other = await context.app.inject({ method: "GET", url: "/forms/123/view/extra" });
    expect(other.body).toContain("<title>Formloom</title>");
  });

  it("caches hashed assets for a year and other files not at all", async () => {
    const asset = await context.app.inject({ method: "GET", url: "/assets/index-Ab12Cd.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await context.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the build's compressed copy of an asset the browser can decode", async () => {
    const fetchAsset = (acceptEncoding: string) =>
      context.app.inject({
        method: "GET",
        url: "/assets/index-Ab12Cd.js",
        headers: { "accept-encoding": acceptEncoding },
      });
    const brotli = await fetchAsset("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers.vary).toContain("Accept-Encoding");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gzipped = await fetchAsset("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(JS);
    const plain = await fetchAsset("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(JS);
    expect(plain.headers.vary).toContain("Accept-Encoding");
  });

  it("answers a missing asset with 404, never with the app's HTML", async () => {
    const response = await context.app.inject({ method: "GET", url: "/assets/index-Gone12.js" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  it("keeps the reset page's token out of Referer headers", async () => {
    const reset = await context.app.inject({ method: "GET", url: "/reset-password/abc123" });
    expect(reset.headers["referrer-policy"]).toBe("no-referrer");
    const other = await context.app.inject({ method: "GET", url: "/login" });
    expect(other.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers a POST to an unknown page path with a JSON 404, not the app", async () => {
    const response = await context.app.inject({ method: "POST", url: "/dashboard" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Route POST /dashboard not found");
  });

  it("sends a page the security headers of a plain-HTTP deployment", async () => {
    const response = await context.app.inject({ method: "GET", url: "/login" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("sends the API's answers what protects a resource that is never a page", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers).toMatchObject({
      "content-security-policy": "default-src 'none';frame-ancestors 'none'",
      "cross-origin-resource-policy": "same-origin",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    for (const pageOnly of ["referrer-policy", "cross-origin-opener-policy", "x-xss-protection"]) {
      expect(response.headers[pageOnly]).toBeUndefined();
    }
    const docs = await context.app.inject({ method: "GET", url: "/api/docs/" });
    expect(String(docs.headers["content-security-policy"])).toContain("script-src 'self'");
  });
});

describe("the error envelope", () => {
  const context = useTestApp("pglite", { beforeReady: addProbeRoutes });

  it("maps a schema failure to 400 with a message per field", async () => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/probe",
      payload: { name: "a", email: "nope" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_FAILED",
      message: "Name is too short",
      errors: { name: "Name is too short", email: "Enter an email address" },
    });
  });

  it("maps malformed JSON to 400 with a clear message", async () => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/probe",
      headers: { "content-type": "application/json" },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "MALFORMED_REQUEST",
      message: expect.stringMatching(/JSON/i),
    });
  });

  it("passes an AppError's status and message through", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/probe/app-error" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: "EMAIL_TAKEN",
      message: "Email already registered",
    });
  });

  it("hides the message of an unexpected failure", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/probe/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: "INTERNAL_ERROR",
      message: "Internal Server Error",
    });
  });
});

function addProbeRoutes(app: App): void {
  const body = z.object({
    name: z.string().min(2, "Name is too short"),
    email: z.email("Enter an email address"),
  });
  app.post("/api/probe", { schema: { body } }, async () => ({ statusCode: 200 }));
  app.get("/api/probe/app-error", { config: { errors: ["EMAIL_TAKEN"] } }, async () => {
    throw new AppError("EMAIL_TAKEN", "Email already registered");
  });
  app.get("/api/probe/crash", async () => {
    throw new Error("connection string postgres://secret@db leaked");
  });
}

describe("security headers behind HTTPS", () => {
  const context = useTestApp("pglite", { env: { PUBLIC_URL: "https://forms.example.org" } });

  it("turns on HSTS for pages and the API, and upgrade-insecure-requests for pages", async () => {
    const api = await context.app.inject({ method: "GET", url: "/api/health" });
    const page = await context.app.inject({ method: "GET", url: "/login" });
    for (const response of [api, page]) {
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
    expect(String(page.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});
