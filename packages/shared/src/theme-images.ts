// The logo and background image a form's theme may show: what an upload may be, where the
// public page reads it. Free of zod: the public page builds the address from it.

/** 2 MB: a logo or a background stays light enough for a phone on a slow network. */
export const THEME_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Judged by the file's bytes. SVG is refused: it may carry script. */
export const THEME_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** What the builder's file picker offers; the server still reads the bytes. */
export const THEME_IMAGE_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";

export const LOGO_ALT_MAX = 150;

export const THEME_IMAGE_URL_PREFIX = "/api/theme-images/";

/** Where the public page (and the builder's preview) reads an uploaded theme image. */
export function toThemeImageUrl(imageId: string): string {
  return `${THEME_IMAGE_URL_PREFIX}${imageId}`;
}

export const THEME_IMAGE_MESSAGES = {
  tooLarge: "That image is too large. Please choose one under 2 MB.",
  typeRefused: "Choose a PNG, JPEG or WebP image.",
  notThisForm: "This image was not uploaded for this form. Upload it again.",
  notFound: "Image not found",
} as const;
