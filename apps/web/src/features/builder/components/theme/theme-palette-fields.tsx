import type { ThemePalette } from "@formloom/shared";
import type { ThemeContrastIssue } from "@formloom/shared/theme-contrast";
import type { ThemeScheme } from "@formloom/shared/theme-palette";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

type ThemePaletteFieldsProps = {
  scheme: ThemeScheme;
  palette: ThemePalette;
  /** This scheme's failing pairs: the colour each fix would change is marked invalid. */
  issues: ThemeContrastIssue[];
  onChange: (palette: ThemePalette) => void;
};

const FIELDS = ["background", "text", "accent"] as const;

/** The background, text and accent of the light or the dark colours. */
export function ThemePaletteFields({ scheme, palette, issues, onChange }: ThemePaletteFieldsProps) {
  const t = useAppText();
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">
        {t(`builder.theme.colours.${scheme}` as AppTextId)}
      </legend>
      <div className="grid grid-cols-3 gap-3">
        {FIELDS.map((field) => (
          <div key={field} className="grid gap-1.5">
            <Label htmlFor={`${id}-${field}`} className="text-xs">
              {t(`builder.theme.colour.${field}` as AppTextId)}
            </Label>
            <input
              id={`${id}-${field}`}
              type="color"
              value={palette[field]}
              aria-invalid={issues.some((issue) => issue.fix?.field === field) || undefined}
              className="h-9 w-full cursor-pointer rounded-md border border-input bg-background p-1 aria-invalid:border-destructive"
              onChange={(event) => onChange({ ...palette, [field]: event.target.value })}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
