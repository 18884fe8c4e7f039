import { describe, expect, it } from "vitest";
import { EMBED_SITES_MAX } from "./constants";
import { embedSitesSchema, frameAncestorsOf, toEmbedOrigin } from "./embed-sites";
import { SETTINGS_MESSAGES } from "./messages";

describe("toEmbedOrigin", () => {
  it.each([
    ["https://example.org", "https://example.org"],
    ["https://example.org/", "https://example.org"],
    ["https://Blog.Example.org:8443", "https://blog.example.org:8443"],
    ["http://localhost:5173", "http://localhost:5173"],
    ["https://example.org:443/", "https://example.org"],
    ["HTTPS://EXAMPLE.ORG", "https://example.org"],
    ["https://bücher.example", "https://xn--bcher-kva.example"],
    ["https://Пример.рф", "https://xn--e1afmkfd.xn--p1ai"],
  ])("accepts %s as %s", (value, origin) => {
    expect(toEmbedOrigin(value)).toBe(origin);
  });

  it.each([
    "http://example.org",
    "https://example.org/blog",
    "https://example.org?x=1",
    "https://example.org/#top",
    "https://user:pass@example.org",
    "https://*.example.org",
    "*",
    "'self'",
    "example.org",
    "javascript:alert(1)",
    "https://example.org; script-src *",
    "http://127.0.0.1:3000",
    "https://example.org:99999",
    "https://exa%6dple.org",
    "https://example.org:",
    "https://example.org\\",
    "https://example.org.",
    "https://example..org",
    "https://",
  ])("refuses %s", (value) => {
    expect(toEmbedOrigin(value)).toBeNull();
  });
});

describe("embedSitesSchema", () => {
  it("keeps each origin once, trimmed", () => {
    expect(
      embedSitesSchema.parse([" https://example.org ", "https://example.org/", "http://localhost"]),
    ).toEqual(["https://example.org", "http://localhost"]);
  });

  it("names the rule a site breaks", () => {
    const result = embedSitesSchema.safeParse(["https://example.org/page"]);
    expect(result.error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.embedSiteInvalid);
  });

  it(`refuses more than ${EMBED_SITES_MAX} sites`, () => {
    const sites = Array.from({ length: EMBED_SITES_MAX + 1 }, (_, i) => `https://s${i}.example`);
    const result = embedSitesSchema.safeParse(sites);
    expect(result.error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.embedSitesTooMany);
    expect(embedSitesSchema.parse(sites.slice(0, EMBED_SITES_MAX))).toHaveLength(EMBED_SITES_MAX);
  });
});

describe("frameAncestorsOf", () => {
  it("lets every site frame the form until the owner lists some", () => {
    expect(frameAncestorsOf([])).toEqual(["*"]);
    expect(frameAncestorsOf(["https://example.org"])).toEqual(["https://example.org"]);
  });
});
