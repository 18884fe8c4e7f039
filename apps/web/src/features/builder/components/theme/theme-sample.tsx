import type { FormTheme } from "@formloom/shared";
import { schemesShown, type ThemeScheme } from "@formloom/shared/theme-palette";
import type { CSSProperties } from "react";
import { themeVariables } from "@/lib/form-theme/theme-variables";
import { useFormThemeFont } from "@/lib/form-theme/use-form-theme-root";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

/** A question card in each shown palette, as respondents will see it, changing as one edits. */
export function ThemeSample({ theme }: { theme: FormTheme }) {
  const t = useAppText();
  useFormThemeFont(theme.font);
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {schemesShown(theme.mode).map((scheme: ThemeScheme) => (
        <figure
          key={scheme}
          data-button-style={theme.buttonStyle}
          style={{ ...themeVariables(theme, scheme), colorScheme: scheme } as CSSProperties}
          className="grid gap-2 rounded-lg border bg-background p-4 font-sans text-foreground"
        >
          <figcaption className="text-muted-foreground text-xs">
            {t(`builder.theme.colours.${scheme}` as AppTextId)}
          </figcaption>
          <p className="font-semibold">{t("builder.theme.sampleQuestion")}</p>
          <p className="text-destructive text-sm">{t("builder.theme.sampleError")}</p>
          {/* Drawn like the form's button, yet nothing to press here. */}
          <span
            data-slot="button"
            data-variant="default"
            className="inline-flex h-9 items-center justify-self-start rounded-md bg-primary px-4 font-medium text-primary-foreground text-sm"
          >
            {t("builder.theme.sampleButton")}
          </span>
        </figure>
      ))}
    </div>
  );
}
