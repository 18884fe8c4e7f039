import {
  CONFIRMATION_MESSAGE_MAX,
  DEFAULT_CONFIRMATION_MESSAGE,
  REDIRECT_DELAY_SECONDS,
} from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SettingsGroup, type SettingsGroupProps } from "./settings-group";

/** What a respondent sees, or where they go, once they submit. */
export function AfterSubmitSettings({ settings, error, onChange }: SettingsGroupProps) {
  return (
    <SettingsGroup title="After submitting">
      <FormField
        label="Confirmation message"
        hint="Line breaks are kept."
        error={error("confirmationMessage")}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={CONFIRMATION_MESSAGE_MAX}
            placeholder={DEFAULT_CONFIRMATION_MESSAGE}
            value={settings.confirmationMessage}
            onChange={(event) => onChange({ confirmationMessage: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Redirect to"
        hint={`Respondents are sent there ${REDIRECT_DELAY_SECONDS} seconds after submitting, with a link to go at once.`}
        error={error("redirectUrl")}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://example.com/thanks"
            value={settings.redirectUrl ?? ""}
            onChange={(event) => onChange({ redirectUrl: event.target.value || null })}
          />
        )}
      </FormField>
    </SettingsGroup>
  );
}
