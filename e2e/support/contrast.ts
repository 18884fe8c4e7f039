import type { Locator } from "@playwright/test";

export type Rgb = readonly [number, number, number];

/** WCAG relative luminance of an sRGB colour (0 black, 1 white). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The element's outline colour and the colour of the surface it is drawn on (the nearest
 * ancestor with a background), as sRGB: computed styles may be in oklch, a canvas converts them.
 */
export function readRingAndSurface(element: Locator): Promise<{ ring: Rgb; surface: Rgb }> {
  return element.evaluate((node) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d canvas");
    const toRgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { rgb: [r, g, b] as const, alpha: a / 255 };
    };
    let surface = toRgba("white").rgb;
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const background = toRgba(getComputedStyle(parent).backgroundColor);
      if (background.alpha > 0.5) {
        surface = background.rgb;
        break;
      }
    }
    return { ring: toRgba(getComputedStyle(node).outlineColor).rgb, surface };
  });
}

/** The element's own background colour, as sRGB (transparent reads as black). */
export function readBackground(element: Locator): Promise<Rgb> {
  return readColour(element, "backgroundColor");
}

/** The element's text colour, as sRGB. */
export function readTextColour(element: Locator): Promise<Rgb> {
  return readColour(element, "color");
}

function readColour(element: Locator, property: "backgroundColor" | "color"): Promise<Rgb> {
  return element.evaluate((node, property) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.fillStyle = getComputedStyle(node)[property];
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as const;
  }, property);
}

/**
 * The element's text colour and the colour behind it as the eye sees it: its own background
 * (half-transparent ones included) laid over the nearest opaque ancestor's, as sRGB.
 */
export function readTextAndBackground(element: Locator): Promise<{ text: Rgb; background: Rgb }> {
  return element.evaluate((node) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d canvas");
    const layers: string[] = [];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const color = getComputedStyle(current).backgroundColor;
      layers.unshift(color);
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      if ((context.getImageData(0, 0, 1, 1).data[3] ?? 0) === 255) break;
    }
    const paint = (colors: string[]) => {
      context.fillStyle = "white";
      context.fillRect(0, 0, 1, 1);
      for (const color of colors) {
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b] as const;
    };
    const background = paint(layers);
    return { text: paint([...layers, getComputedStyle(node).color]), background };
  });
}
