import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EMBED_SITES_MAX, SETTINGS_MESSAGES } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Embedding: only the public form page may be framed (by every site, or by the owner's list);
// every other page and the API keep frame-ancestors 'none' and X-Frame-Options DENY.

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "formloom-web-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Formloom</title>");
  writeFileSync(path.join(dir, "respond.html"), "<!doctype html><title>View Form</title>");
  return dir;
}

const frameAncestorsOf = (headers: Record<string, unknown>) =>
  /frame-ancestors ([^;]*)/.exec(String(headers["content-security-policy"]))?.[1];

describe.each(databaseKinds())("embedding a form on %s", (kind) => {
  const context = useTestApp(kind, { webDistDir: fakeWebBuild() });
  const get = (url: string) => context.app.inject({ method: "GET", url });
  const setUp = async () => {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    return { token, form };
  };
  const putSettings = (token: string, formId: string, payload: object) =>
    context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/settings`,
      headers: bearer(token),
      payload,
    });

  it("lets every site frame the public form page by default, with no X-Frame-Options", async () => {
    const { form } = await setUp();
    for (const url of [`/forms/${form._id}/view`, `/forms/${form._id}/view?embed=1`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>View Form</title>");
      expect(frameAncestorsOf(response.headers), url).toBe("*");
      expect(response.headers["x-frame-options"], url).toBeUndefined();
      // The rest of the policy is untouched.
      expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
    }
  });

  it("gives an unknown or malformed form id the default", async () => {
    for (const url of ["/forms/0193a000-0000-7000-8000-0000000000ff/view", "/forms/nope/view"]) {
      const response = await get(url);
      expect(frameAncestorsOf(response.headers), url).toBe("*");
    }
  });

  it("lets only the owner's allowed sites frame the form once they set some", async () => {
    const { token, form } = await setUp();
    const saved = await putSettings(token, form._id, {
      embedAllowedSites: [
        "https://blog.example.org/",
        "http://localhost:8080",
        "https://Bücher.example:443",
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings.embedAllowedSites).toEqual([
      "https://blog.example.org",
      "http://localhost:8080",
      "https://xn--bcher-kva.example",
    ]);
    const response = await get(`/forms/${form._id}/view?embed=1`);
    expect(frameAncestorsOf(response.headers)).toBe(
      "https://blog.example.org http://localhost:8080 https://xn--bcher-kva.example",
    );
    expect(response.headers["x-frame-options"]).toBeUndefined();

    const other = await createForm(context.app, token, formBody({ isPublic: true }));
    expect(frameAncestorsOf((await get(`/forms/${other._id}/view`)).headers)).toBe("*");
  });

  it("keeps every other page, the API and /embed.js unframable", async () => {
    const { form } = await setUp();
    for (const url of [
      "/",
      "/dashboard",
      `/forms/${form._id}/edit`,
      `/forms/${form._id}/responses`,
      `/forms/${form._id}/view/extra`,
      `/api/forms/${form._id}/view`,
      "/api/health",
      "/embed.js",
    ]) {
      const response = await get(url);
      expect(frameAncestorsOf(response.headers), url).toBe("'none'");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("serves /embed.js as a cacheable script other sites may load", async () => {
    const response = await get("/embed.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d{5,}/);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.body).toContain("formloom:resize");
    expect(response.body).toContain("event.origin !== origin");
    // Popups and sliders: modal dialogs that Escape inside the form closes.
    expect(response.body).toContain('setAttribute("aria-modal", "true")');
    expect(response.body).toContain("formloom:escape");
  });

  it("accepts only origins, https or http://localhost, as allowed sites", async () => {
    const { token, form } = await setUp();
    for (const site of [
      "http://example.org",
      "https://example.org/page",
      "https://example.org?x",
      "https://*.example.org",
      "example.org",
      "'self'",
      "https://example.org; script-src *",
    ]) {
      const response = await putSettings(token, form._id, { embedAllowedSites: [site] });
      expect(response.statusCode, site).toBe(400);
      expect(response.json().errors, site).toEqual({
        "embedAllowedSites.0": SETTINGS_MESSAGES.embedSiteInvalid,
      });
    }
    const viaSave = await context.app.inject({
      method: "POST",
      url: "/api/forms",
      headers: bearer(token),
      payload: formBody({ settings: { embedAllowedSites: ["ftp://example.org"] } }),
    });
    expect(viaSave.statusCode).toBe(400);
    expect(Object.keys(viaSave.json().errors)).toEqual(["settings.embedAllowedSites.0"]);
    expect(frameAncestorsOf((await get(`/forms/${form._id}/view`)).headers)).toBe("*");
  });

  it(`refuses more than ${EMBED_SITES_MAX} allowed sites`, async () => {
    const { token, form } = await setUp();
    const sites = Array.from({ length: EMBED_SITES_MAX + 1 }, (_, i) => `https://s${i}.example`);
    const tooMany = await putSettings(token, form._id, { embedAllowedSites: sites });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      embedAllowedSites: SETTINGS_MESSAGES.embedSitesTooMany,
    });
    const most = await putSettings(token, form._id, {
      embedAllowedSites: sites.slice(0, EMBED_SITES_MAX),
    });
    expect(most.statusCode).toBe(200);
  });
});
