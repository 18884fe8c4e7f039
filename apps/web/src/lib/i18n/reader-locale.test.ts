import { describe, expect, it } from "vitest";
import { readerLocale } from "./reader-locale";

describe("readerLocale", () => {
  it("keeps the browser's region when the app speaks the browser's language", () => {
    expect(readerLocale("en", ["en-GB", "de-DE"])).toBe("en-GB");
    expect(readerLocale("de", ["fr-CH", "de-AT"])).toBe("de-AT");
  });

  it("writes in the app's language when the browser reads another", () => {
    expect(readerLocale("de", ["en-US"])).toBe("de");
    expect(readerLocale("zh-Hans", ["ja-JP"])).toBe("zh-Hans");
  });
});
