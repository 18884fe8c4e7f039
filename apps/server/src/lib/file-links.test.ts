import { describe, expect, it } from "vitest";
import { createFileLinks, FILE_LINK_TTL_SECONDS, fileLinkExpiry } from "./file-links.js";

const FILE = "0193a000-0000-7000-8000-0000000000f1";
const OTHER = "0193a000-0000-7000-8000-0000000000f2";
const NOW = Date.UTC(2026, 10, 24, 12);

function partsOf(link: string) {
  const url = new URL(link);
  return {
    path: url.pathname,
    expires: url.searchParams.get("expires") ?? "",
    signature: url.searchParams.get("signature") ?? "",
  };
}

describe("file links", () => {
  const links = createFileLinks("key-for-tests", "https://forms.example.org");

  it("signs a link for a week that only its own file and expiry pass", () => {
    const expires = fileLinkExpiry(NOW);
    expect(expires).toBe(NOW / 1000 + FILE_LINK_TTL_SECONDS);
    const { path, expires: given, signature } = partsOf(links.create(FILE, expires));
    expect(path).toBe(`/api/file-links/${FILE}`);
    expect(links.check(FILE, given, signature, NOW)).toBe("valid");
    expect(links.check(OTHER, given, signature, NOW)).toBe("invalid");
    expect(links.check(FILE, String(expires + 1), signature, NOW)).toBe("invalid");
    expect(links.check(FILE, given, `${signature}x`, NOW)).toBe("invalid");
    expect(links.check(FILE, given, "", NOW)).toBe("invalid");
    expect(links.check(FILE, "1e9", signature, NOW)).toBe("invalid");
  });

  it("says expired once the week is over, and only for a true signature", () => {
    const expires = fileLinkExpiry(NOW);
    const { expires: given, signature } = partsOf(links.create(FILE, expires));
    expect(links.check(FILE, given, signature, expires * 1000 - 1)).toBe("valid");
    expect(links.check(FILE, given, signature, expires * 1000)).toBe("expired");
    const otherKey = createFileLinks("another-key", "https://forms.example.org");
    expect(otherKey.check(FILE, given, signature, NOW)).toBe("invalid");
  });
});
