import { type FormTheme, type ThemePalette, themeLook } from "@formloom/shared";
import { findThemeContrastIssues } from "@formloom/shared/theme-contrast";
import { schemesShown, type ThemeScheme } from "@formloom/shared/theme-palette";
import { useAppText } from "@/lib/i18n/use-app-text";
import { SettingsGroup, type SettingsGroupProps } from "../settings-group";
import { ReadyThemePicker } from "./ready-theme-picker";
import { SavedThemes } from "./saved-themes";
import { ThemeContrastList } from "./theme-contrast-list";
import { ThemeImageFields } from "./theme-image-fields";
import { ThemeOptionFields } from "./theme-option-fields";
import { ThemePaletteFields } from "./theme-palette-fields";
import { ThemeSample } from "./theme-sample";

const paletteChange = (scheme: ThemeScheme, palette: ThemePalette): Partial<FormTheme> =>
  scheme === "light" ? { light: palette } : { dark: palette };

// A ready-made or saved theme changes the colours and shapes; the form's logo and background
// stay (they were uploaded for this form, so a saved theme never carries them).
const imagesOf = (theme: FormTheme | null): Partial<FormTheme> =>
  theme ? { logo: theme.logo, backgroundImage: theme.backgroundImage } : {};

type ThemeSettingsProps = SettingsGroupProps & {
  formId?: string;
  /** The form's workspace, whose saved themes are offered; undefined: the personal one. */
  workspaceId: string | undefined;
};

/** The public page's look: a ready-made or saved theme to start from, then its colours and shapes. */
export function ThemeSettings({ settings, onChange, formId, workspaceId }: ThemeSettingsProps) {
  const t = useAppText();
  const { theme } = settings;
  const change = (changes: Partial<FormTheme>) =>
    theme && onChange({ theme: { ...theme, ...changes } });
  const issues = theme ? findThemeContrastIssues(theme) : [];
  const look = theme && themeLook(theme);
  const pickLook = (picked: FormTheme | null) =>
    onChange({ theme: picked && { ...themeLook(picked), ...imagesOf(theme) } });

  return (
    <SettingsGroup title={t("builder.theme.group")}>
      <p className="-mt-2 text-muted-foreground text-xs">{t("builder.theme.description")}</p>
      <ReadyThemePicker theme={look} onPick={pickLook} />
      <SavedThemes workspaceId={workspaceId} theme={look} onPick={pickLook} />
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
          <ThemeImageFields theme={theme} formId={formId} onChange={change} />
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
