import type { ThemeLogo as Logo } from "@formloom/shared/form-theme";
import { toThemeImageUrl } from "@formloom/shared/theme-images";

/** The owner's logo at the top of the form, named by its own alt text or the form's title. */
export function ThemeLogo({ logo, title }: { logo: Logo | undefined; title: string }) {
  if (!logo) return null;
  return (
    <img
      src={toThemeImageUrl(logo.imageId)}
      alt={logo.alt || title}
      data-testid="theme-logo"
      className="mx-auto mb-4 block h-16 w-auto max-w-full object-contain"
    />
  );
}
