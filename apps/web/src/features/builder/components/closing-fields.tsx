import { CLOSED_MESSAGE_MAX, RESPONSE_LIMIT_MAX } from "@formloom/shared";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import {
  fromLocalDateTimeInput,
  getTimeZoneName,
  toLocalDateTimeInput,
} from "../utils/local-date-time";
import type { SettingsGroupProps } from "./settings-group";

function toResponseLimit(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** The closing time, in the owner's time zone, saying when it has already passed. */
function ClosesAtField({ settings, error, onChange }: SettingsGroupProps) {
  const t = useAppText();
  const closesAt = toLocalDateTimeInput(settings.closesAt);
  const hasClosed = settings.closesAt !== null && Date.parse(settings.closesAt) <= Date.now();

  return (
    <FormField
      label={t("builder.closing.closesAtLabel")}
      hint={
        hasClosed
          ? t("builder.closing.hasClosedHint", { zone: getTimeZoneName() })
          : t("builder.closing.timeZoneHint", { zone: getTimeZoneName() })
      }
      error={error("closesAt")}
      labelAside={
        settings.closesAt !== null && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-6 px-2 text-xs"
            onClick={() => onChange({ closesAt: null })}
          >
            {t("builder.closing.clearClosesAt")}
          </Button>
        )
      }
    >
      {(control) => (
        <Input
          {...control}
          type="datetime-local"
          value={closesAt}
          className="w-fit"
          onChange={(event) => onChange({ closesAt: fromLocalDateTimeInput(event.target.value) })}
        />
      )}
    </FormField>
  );
}

/** What closes the form (a time, a number of responses) and what it says once closed. */
export function ClosingFields({ settings, error, onChange }: SettingsGroupProps) {
  const t = useAppText();
  return (
    <>
      <FormField
        label={t("builder.closing.closedLabel")}
        hint={t("builder.closing.closedHint")}
        error={error("closedMessage")}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={CLOSED_MESSAGE_MAX}
            placeholder={t("builder.closing.closedDefault")}
            value={settings.closedMessage}
            onChange={(event) => onChange({ closedMessage: event.target.value })}
          />
        )}
      </FormField>
      <ClosesAtField {...{ settings, error, onChange }} />
      <FormField
        label={t("builder.closing.responseLimitLabel")}
        hint={t("builder.closing.responseLimitHint")}
        error={error("responseLimit")}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={RESPONSE_LIMIT_MAX}
            step={1}
            placeholder={t("builder.closing.responseLimitPlaceholder")}
            className="w-40"
            value={
              settings.responseLimit === null || Number.isNaN(settings.responseLimit)
                ? ""
                : settings.responseLimit
            }
            onChange={(event) => onChange({ responseLimit: toResponseLimit(event.target.value) })}
          />
        )}
      </FormField>
    </>
  );
}
