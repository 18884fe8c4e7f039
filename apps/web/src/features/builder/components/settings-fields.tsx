import type { FormSettings } from "@formloom/shared";
import type { DraftErrors } from "../utils/validate-draft";
import { AfterSubmitSettings } from "./after-submit-settings";
import { ClosingFields } from "./closing-fields";
import { EmbedSitesField } from "./embed-sites-field";
import { LanguageSettings } from "./language-settings";
import { QuizSettings } from "./quiz-settings";
import { SettingSwitch } from "./setting-switch";
import { SettingsGroup } from "./settings-group";

type SettingsFieldsProps = {
  settings: FormSettings;
  /** Messages keyed "settings.<field>", from the shared schema. */
  errors: DraftErrors;
  onChange: (changes: Partial<FormSettings>) => void;
};

/** The response controls and quiz options of the Settings panel, saved with the form. */
export function SettingsFields({ settings, errors, onChange }: SettingsFieldsProps) {
  const error = (field: string) => errors[`settings.${field}`];
  const group = { settings, error, onChange };

  return (
    <div className="grid grid-cols-1 gap-6">
      <SettingsGroup title="Responses">
        <SettingSwitch
          label="Accepting responses"
          hint="When off, the form shows the closed message instead of its questions."
          checked={settings.acceptingResponses}
          onCheckedChange={(acceptingResponses) => onChange({ acceptingResponses })}
        />
        <ClosingFields {...group} />
        <SettingSwitch
          label="One response per user"
          hint="Respondents must sign in, and can answer only once."
          checked={settings.onePerUser}
          onCheckedChange={(onePerUser) => onChange({ onePerUser })}
        />
        <SettingSwitch
          label="Shuffle questions"
          hint="Each respondent sees the questions of a page in a different order."
          checked={settings.shuffleQuestions}
          onCheckedChange={(shuffleQuestions) => onChange({ shuffleQuestions })}
        />
        <SettingSwitch
          label="Email me for each new response"
          hint="One mail per response, and at most one a minute: the responses of a busy minute come in one digest."
          checked={settings.notifyOnResponse}
          onCheckedChange={(notifyOnResponse) => onChange({ notifyOnResponse })}
        />
      </SettingsGroup>
      <AfterSubmitSettings {...group} />
      <LanguageSettings {...group} />
      <SettingsGroup title="Embedding">
        <EmbedSitesField
          sites={settings.embedAllowedSites}
          errors={errors}
          onChange={(embedAllowedSites) => onChange({ embedAllowedSites })}
        />
      </SettingsGroup>
      <QuizSettings {...group} />
    </div>
  );
}
