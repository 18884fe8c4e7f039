import { describe, expect, it } from "vitest";
import {
  adjustForContrast,
  contrastRatio,
  mixColors,
  readableTextOn,
  relativeLuminance,
} from "./color-contrast";

describe("contrastRatio", () => {
  it("gives the WCAG extremes and is the same either way round", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#ffffff", "#767676")).toBe(contrastRatio("#767676", "#ffffff"));
  });

  it("puts #777777 on white just below 4.5:1 and #767676 just above", () => {
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("reads the luminance of pure red as the WCAG weight of red", () => {
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 4);
  });
});

describe("adjustForContrast", () => {
  it("darkens a grey on white just enough to reach the ratio", () => {
    const fixed = adjustForContrast("#777777", "#ffffff", 4.5);
    expect(fixed).not.toBeNull();
    expect(contrastRatio(fixed as string, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed as string, "#ffffff")).toBeLessThan(4.8);
  });

  it("lightens a colour on a dark background", () => {
    const fixed = adjustForContrast("#444488", "#101010", 4.5) as string;
    expect(relativeLuminance(fixed)).toBeGreaterThan(relativeLuminance("#444488"));
    expect(contrastRatio(fixed, "#101010")).toBeGreaterThanOrEqual(4.5);
  });

  it("gives null when no colour can reach the ratio", () => {
    expect(adjustForContrast("#888888", "#777777", 21)).toBeNull();
  });
});

describe("readableTextOn and mixColors", () => {
  it("chooses white on a dark fill and near-black on a light one", () => {
    expect(readableTextOn("#1e3a8a")).toBe("#ffffff");
    expect(readableTextOn("#fde68a")).toBe("#111111");
  });

  it("mixes channel by channel", () => {
    expect(mixColors("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mixColors("#123456", "#ffffff", 0)).toBe("#123456");
  });
});
