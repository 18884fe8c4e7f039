import { CLOSED_MESSAGE_MAX, DEFAULT_CLOSED_MESSAGE, RESPONSE_LIMIT_MAX } from "@formloom/shared";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
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
  const closesAt = toLocalDateTimeInput(settings.closesAt);
  const hasClosed = settings.closesAt !== null && Date.parse(settings.closesAt) <= Date.now();

  return (
    <FormField
      label="Closes at"
      hint={
        hasClosed
          ? `This time has passed: the form takes no responses. Time zone: ${getTimeZoneName()}`
          : `Time zone: ${getTimeZoneName()}`
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
            Clear closing time
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
  return (
    <>
      <FormField
        label="Closed message"
        hint="Shown once the form is closed, whatever closed it."
        error={error("closedMessage")}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={CLOSED_MESSAGE_MAX}
            placeholder={DEFAULT_CLOSED_MESSAGE}
            value={settings.closedMessage}
            onChange={(event) => onChange({ closedMessage: event.target.value })}
          />
        )}
      </FormField>
      <ClosesAtField {...{ settings, error, onChange }} />
      <FormField
        label="Response limit"
        hint="The form closes after this many responses. Leave empty for no limit."
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
            placeholder="No limit"
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
