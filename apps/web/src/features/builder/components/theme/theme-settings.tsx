import type { FormTheme, ThemePalette } from "@formloom/shared";
import { findThemeContrastIssues } from "@formloom/shared/theme-contrast";
import { schemesShown, type ThemeScheme } from "@formloom/shared/theme-palette";
import { useAppText } from "@/lib/i18n/use-app-text";
import { SettingsGroup, type SettingsGroupProps } from "../settings-group";
import { ReadyThemePicker } from "./ready-theme-picker";
import { ThemeContrastList } from "./theme-contrast-list";
import { ThemeOptionFields } from "./theme-option-fields";
import { ThemePaletteFields } from "./theme-palette-fields";
import { ThemeSample } from "./theme-sample";

const paletteChange = (scheme: ThemeScheme, palette: ThemePalette): Partial<FormTheme> =>
  scheme === "light" ? { light: palette } : { dark: palette };

/** The public page's look: a ready-made theme to start from, then its colours and shapes. */
export function ThemeSettings({ settings, onChange }: SettingsGroupProps) {
  const t = useAppText();
  const { theme } = settings;
  const change = (changes: Partial<FormTheme>) =>
    theme && onChange({ theme: { ...theme, ...changes } });
  const issues = theme ? findThemeContrastIssues(theme) : [];

  return (
    <SettingsGroup title={t("builder.theme.group")}>
      <p className="-mt-2 text-muted-foreground text-xs">{t("builder.theme.description")}</p>
      <ReadyThemePicker theme={theme} onPick={(picked) => onChange({ theme: picked })} />
      {theme && (
        <>
          <ThemeOptionFields theme={theme} onChange={change} />
          {schemesShown(theme.mode).map((scheme) => (
            <ThemePaletteFields
              key={scheme}
              scheme={scheme}
              palette={theme[scheme]}
              issues={issues.filter((issue) => issue.scheme === scheme)}
              onChange={(palette) => change(paletteChange(scheme, palette))}
            />
          ))}
          <ThemeContrastList
            issues={issues}
            onFix={(scheme, field, color) =>
              change(paletteChange(scheme, { ...theme[scheme], [field]: color }))
            }
          />
          <ThemeSample theme={theme} />
        </>
      )}
    </SettingsGroup>
  );
}
