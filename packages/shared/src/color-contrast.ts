// WCAG 2.x contrast of two `#rrggbb` colours, and the nearest colour that reaches a ratio.

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

function channelLuminance(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = toRgb(hex).map(channelLuminance) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two colours, 1 to 21, whichever is in front. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (index: 0 | 1 | 2) => from[index] + (to[index] - from[index]) * amount;
  return [channel(0), channel(1), channel(2)];
}

/**
 * `color` moved towards black or white, as little as it takes to reach `ratio` against
 * `against` (its hue kept); the nearer of the two, or null when neither gets there.
 */
export function adjustForContrast(color: string, against: string, ratio: number): string | null {
  const start = toRgb(color);
  const candidates: string[] = [];
  for (const end of [BLACK, WHITE]) {
    for (let step = 1; step <= 100; step += 1) {
      const candidate = toHex(mix(start, end, step / 100));
      if (contrastRatio(candidate, against) >= ratio) {
        candidates.push(candidate);
        break;
      }
    }
  }
  const distance = (hex: string) =>
    toRgb(hex).reduce(
      (sum, channel, index) => sum + Math.abs(channel - (start[index] as number)),
      0,
    );
  return candidates.sort((a, b) => distance(a) - distance(b))[0] ?? null;
}

/** Whichever of white and near-black reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio("#ffffff", background) >= contrastRatio("#111111", background)
    ? "#ffffff"
    : "#111111";
}

/** `first` mixed with `second`: `amount` 0 is `first`, 1 is `second`. */
export function mixColors(first: string, second: string, amount: number): string {
  return toHex(mix(toRgb(first), toRgb(second), amount));
}
