import {
  DEFAULT_MIN_SECONDS_TO_SUBMIT,
  MIN_SECONDS_TO_SUBMIT_MAX,
  type SpamProtection,
} from "@formloom/shared";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useBlockedSubmissions } from "../api/get-blocked-submissions";
import { SettingSwitch } from "./setting-switch";
import { SettingsGroup, type SettingsGroupProps } from "./settings-group";

/**
 * A public form's defences against bots, each off until the owner turns it on, and how many
 * submissions they have refused so far (a saved form only).
 */
export function SpamProtectionSettings({
  settings,
  error,
  onChange,
  formId,
}: SettingsGroupProps & { formId: string | undefined }) {
  const t = useAppText();
  const { data: blockedCount } = useBlockedSubmissions(formId);
  const protection = settings.spamProtection;
  const change = (changes: Partial<SpamProtection>) =>
    onChange({ spamProtection: { ...protection, ...changes } });
  // A field being retyped holds NaN: the switch stays on, and the shared rule says what is wrong.
  const isMinTimeOn = protection.minSecondsToSubmit !== 0;
  const seconds = protection.minSecondsToSubmit || DEFAULT_MIN_SECONDS_TO_SUBMIT;
  return (
    <SettingsGroup title={t("builder.spam.group")}>
      <p className="-mt-2 text-muted-foreground text-xs">{t("builder.spam.description")}</p>
      <SettingSwitch
        label={t("builder.spam.proofOfWork")}
        hint={t("builder.spam.proofOfWorkHint")}
        checked={protection.proofOfWork}
        onCheckedChange={(proofOfWork) => change({ proofOfWork })}
      />
      <SettingSwitch
        label={t("builder.spam.honeypot")}
        hint={t("builder.spam.honeypotHint")}
        checked={protection.honeypot}
        onCheckedChange={(honeypot) => change({ honeypot })}
      />
      <SettingSwitch
        label={t("builder.spam.minTime")}
        hint={t("builder.spam.minTimeHint", { seconds })}
        checked={isMinTimeOn}
        onCheckedChange={(isOn) => change({ minSecondsToSubmit: isOn ? seconds : 0 })}
      />
      {isMinTimeOn && (
        <FormField
          label={t("builder.spam.minSecondsLabel")}
          error={error("spamProtection.minSecondsToSubmit")}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={MIN_SECONDS_TO_SUBMIT_MAX}
              step={1}
              className="w-24"
              value={
                Number.isNaN(protection.minSecondsToSubmit) ? "" : protection.minSecondsToSubmit
              }
              onChange={(event) =>
                change({
                  minSecondsToSubmit:
                    event.target.value.trim() === "" ? Number.NaN : Number(event.target.value),
                })
              }
            />
          )}
        </FormField>
      )}
      {blockedCount !== undefined && (
        <p className="text-sm">{t("builder.spam.blockedCount", { count: blockedCount })}</p>
      )}
    </SettingsGroup>
  );
}
