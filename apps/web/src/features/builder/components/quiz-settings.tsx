import type { FormSettings } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { SettingSwitch } from "./setting-switch";
import { SettingsGroup, type SettingsGroupProps } from "./settings-group";

/** When a quiz's score is released, and whether the right answers come with it. */
export function QuizSettings({ settings, error, onChange }: SettingsGroupProps) {
  return (
    <SettingsGroup title="Quiz">
      <p className="-mt-2 text-muted-foreground text-xs">
        For forms with questions that have a correct answer.
      </p>
      <FormField label="Release score" error={error("quiz.releaseScore")}>
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
              <SelectItem value="immediately">Immediately after submitting</SelectItem>
              <SelectItem value="later">Later, when I release scores</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <SettingSwitch
        label="Show correct answers"
        hint="With the score, respondents see the right answer to each question."
        checked={settings.quiz.showCorrectAnswers}
        onCheckedChange={(showCorrectAnswers) =>
          onChange({ quiz: { ...settings.quiz, showCorrectAnswers } })
        }
      />
    </SettingsGroup>
  );
}
