// The pictures of an image choice's options: where the public page reads them. Uploads follow
// the theme images' rules (theme-images.ts: PNG, JPEG or WebP by their bytes, 2 MB at most); the
// server keeps a copy resized to fit OPTION_IMAGE_SIZE, stored as WebP. Free of zod: the public
// page builds the address from it.

/** The longest side of the stored picture, in pixels: sharp on a phone's two-column grid. */
export const OPTION_IMAGE_SIZE = 640;

export const OPTION_IMAGE_URL_PREFIX = "/api/option-images/";

/** Where the public page, the builder and the summary read an option's picture. */
export function toOptionImageUrl(imageId: string): string {
  return `${OPTION_IMAGE_URL_PREFIX}${imageId}`;
}

export const OPTION_IMAGE_MESSAGES = {
  notThisForm: "This image was not uploaded for this form. Upload it again.",
  unreadable: "That image could not be read. Please choose another PNG, JPEG or WebP image.",
} as const;
