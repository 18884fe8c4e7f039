import type { FormSettings } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { SettingsGroupProps } from "./settings-group";

/** How the public page walks the questions: a page at a time, or one per screen. */
export function LayoutField({ settings, error, onChange }: SettingsGroupProps) {
  const t = useAppText();
  return (
    <FormField
      label={t("builder.settings.layout")}
      hint={t("builder.settings.layoutHint")}
      error={error("layout")}
    >
      {(control) => (
        <Select
          value={settings.layout}
          onValueChange={(layout) => onChange({ layout: layout as FormSettings["layout"] })}
        >
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="page">{t("builder.settings.layoutPage")}</SelectItem>
            <SelectItem value="oneAtATime">{t("builder.settings.layoutOneAtATime")}</SelectItem>
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
