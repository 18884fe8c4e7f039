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
import { SettingSwitch } from "./setting-switch";
import { SettingsGroup, type SettingsGroupProps } from "./settings-group";

/** When a quiz's score is released, and whether the right answers come with it. */
export function QuizSettings({ settings, error, onChange }: SettingsGroupProps) {
  const t = useAppText();
  return (
    <SettingsGroup title={t("builder.settings.quizGroup")}>
      <p className="-mt-2 text-muted-foreground text-xs">{t("builder.settings.quizDescription")}</p>
      <FormField label={t("builder.settings.releaseScore")} error={error("quiz.releaseScore")}>
        {(control) => (
          <Select
            value={settings.quiz.releaseScore}
            onValueChange={(releaseScore) =>
              onChange({
                quiz: {
                  ...settings.quiz,
                  releaseScore: releaseScore as FormSettings["quiz"]["releaseScore"],
                },
              })
            }
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="immediately">
                {t("builder.settings.releaseImmediately")}
              </SelectItem>
              <SelectItem value="later">{t("builder.settings.releaseLater")}</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <SettingSwitch
        label={t("builder.settings.showCorrectAnswers")}
        hint={t("builder.settings.showCorrectAnswersHint")}
        checked={settings.quiz.showCorrectAnswers}
        onCheckedChange={(showCorrectAnswers) =>
          onChange({ quiz: { ...settings.quiz, showCorrectAnswers } })
        }
      />
    </SettingsGroup>
  );
}
