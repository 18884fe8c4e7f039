import {
  BUTTON_STYLES,
  type FormTheme,
  THEME_FONTS,
  THEME_MODES,
  THEME_RADII,
} from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

type ThemeOptionFieldsProps = {
  theme: FormTheme;
  onChange: (changes: Partial<FormTheme>) => void;
};

type ChoiceField = "mode" | "font" | "radius" | "buttonStyle";

const CHOICES: Record<ChoiceField, readonly string[]> = {
  mode: THEME_MODES,
  font: THEME_FONTS,
  radius: THEME_RADII,
  buttonStyle: BUTTON_STYLES,
};

/** Which colours show, the font, the corners and the buttons. */
export function ThemeOptionFields({ theme, onChange }: ThemeOptionFieldsProps) {
  const t = useAppText();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {(Object.keys(CHOICES) as ChoiceField[]).map((field) => (
        <FormField key={field} label={t(`builder.theme.${field}` as AppTextId)}>
          {(control) => (
            <Select
              value={theme[field]}
              onValueChange={(value) => onChange({ [field]: value } as Partial<FormTheme>)}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CHOICES[field].map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`builder.theme.${field}.${value}` as AppTextId)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      ))}
    </div>
  );
}
