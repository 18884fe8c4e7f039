import type { FormSettings } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";
import { AfterSubmitSettings } from "./after-submit-settings";
import { ClosingFields } from "./closing-fields";
import { EmbedSitesField } from "./embed-sites-field";
import { FormPasswordSettings } from "./form-password-settings";
import { LanguageSettings } from "./language-settings";
import { LayoutField } from "./layout-field";
import { QuizSettings } from "./quiz-settings";
import { type FormOwnership, ResponseMailSettings } from "./response-mail-settings";
import { SettingSwitch } from "./setting-switch";
import { SettingsGroup } from "./settings-group";
import { SpamProtectionSettings } from "./spam-protection-settings";
import { ThemeSettings } from "./theme/theme-settings";

type SettingsFieldsProps = {
  settings: FormSettings;
  /** Messages keyed "settings.<field>", from the shared schema. */
  errors: DraftErrors;
  onChange: (changes: Partial<FormSettings>) => void;
  ownership: FormOwnership;
  /** The saved form's id; undefined for a new form. */
  formId: string | undefined;
};

/** The response controls and quiz options of the Settings panel, saved with the form. */
export function SettingsFields({
  settings,
  errors,
  onChange,
  ownership,
  formId,
}: SettingsFieldsProps) {
  const t = useAppText();
  const error = (field: string) => errors[`settings.${field}`];
  const group = { settings, error, onChange };

  return (
    <div className="grid grid-cols-1 gap-6">
      <SettingsGroup title={t("builder.settings.responsesGroup")}>
        <SettingSwitch
          label={t("builder.settings.acceptingResponses")}
          hint={t("builder.settings.acceptingResponsesHint")}
          checked={settings.acceptingResponses}
          onCheckedChange={(acceptingResponses) => onChange({ acceptingResponses })}
        />
        <ClosingFields {...group} />
        <SettingSwitch
          label={t("builder.settings.onePerUser")}
          hint={t("builder.settings.onePerUserHint")}
          checked={settings.onePerUser}
          onCheckedChange={(onePerUser) => onChange({ onePerUser })}
        />
        <SettingSwitch
          label={t("builder.settings.keepUnfinished")}
          hint={t("builder.settings.keepUnfinishedHint")}
          checked={settings.keepUnfinished}
          onCheckedChange={(keepUnfinished) => onChange({ keepUnfinished })}
        />
        <SettingSwitch
          label={t("builder.settings.shuffleQuestions")}
          hint={t("builder.settings.shuffleQuestionsHint")}
          checked={settings.shuffleQuestions}
          onCheckedChange={(shuffleQuestions) => onChange({ shuffleQuestions })}
        />
        <LayoutField {...group} />
        <ResponseMailSettings {...group} ownership={ownership} />
      </SettingsGroup>
      <AfterSubmitSettings {...group} />
      <LanguageSettings {...group} />
      <SettingsGroup title={t("builder.settings.embeddingGroup")}>
        <EmbedSitesField
          sites={settings.embedAllowedSites}
          errors={errors}
          onChange={(embedAllowedSites) => onChange({ embedAllowedSites })}
        />
      </SettingsGroup>
      <ThemeSettings {...group} formId={formId} workspaceId={ownership.workspaceId} />
      <FormPasswordSettings formId={formId} />
      <SpamProtectionSettings {...group} formId={formId} />
      <QuizSettings {...group} />
    </div>
  );
}
