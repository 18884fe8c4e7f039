import { CONFIRMATION_MESSAGE_MAX, REDIRECT_DELAY_SECONDS } from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import { usePipingSource } from "./piping-source-context";
import { PipingTextControl } from "./piping-text-control";
import { SettingSwitch } from "./setting-switch";
import { SettingsGroup, type SettingsGroupProps } from "./settings-group";

const REDIRECT_EXAMPLE = "https://example.com/thanks";

/** What a respondent sees, or where they go, once they submit. */
export function AfterSubmitSettings({ settings, error, onChange }: SettingsGroupProps) {
  const t = useAppText();
  const { items } = usePipingSource();
  return (
    <SettingsGroup title={t("builder.afterSubmit.title")}>
      <FormField
        label={t("builder.afterSubmit.confirmationLabel")}
        hint={t("builder.afterSubmit.confirmationHint")}
        error={error("confirmationMessage")}
      >
        {(control) => (
          <PipingTextControl
            index={items.length}
            value={settings.confirmationMessage}
            onChange={(confirmationMessage) => onChange({ confirmationMessage })}
          >
            {(piping) => (
              <Textarea
                {...control}
                {...piping}
                rows={3}
                maxLength={CONFIRMATION_MESSAGE_MAX}
                placeholder={t("builder.afterSubmit.confirmationDefault")}
                value={settings.confirmationMessage}
              />
            )}
          </PipingTextControl>
        )}
      </FormField>
      <FormField
        label={t("builder.afterSubmit.redirectLabel")}
        hint={t("builder.afterSubmit.redirectHint", { seconds: REDIRECT_DELAY_SECONDS })}
        error={error("redirectUrl")}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder={REDIRECT_EXAMPLE}
            value={settings.redirectUrl ?? ""}
            onChange={(event) => onChange({ redirectUrl: event.target.value || null })}
          />
        )}
      </FormField>
      <SettingSwitch
        label={t("builder.afterSubmit.sendRespondentCopy")}
        hint={t("builder.afterSubmit.sendRespondentCopyHint")}
        checked={settings.sendRespondentCopy}
        onCheckedChange={(sendRespondentCopy) => onChange({ sendRespondentCopy })}
      />
    </SettingsGroup>
  );
}
