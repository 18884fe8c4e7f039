import type { FormTheme } from "@formloom/shared/form-theme";
import { toThemeImageUrl } from "@formloom/shared/theme-images";

/**
 * The custom properties of the theme's background image (design.css .form-theme-backdrop),
 * cropped around its focal point; none when the theme has no image. The image is fetched only
 * by a page whose theme names it.
 */
export function themeBackdropVariables(
  theme: Pick<FormTheme, "backgroundImage"> | null | undefined,
): Record<string, string> | undefined {
  const image = theme?.backgroundImage;
  if (!image) return undefined;
  return {
    "--theme-backdrop-image": `url("${toThemeImageUrl(image.imageId)}")`,
    "--theme-backdrop-focal": `${image.focalX}% ${image.focalY}%`,
  };
}
