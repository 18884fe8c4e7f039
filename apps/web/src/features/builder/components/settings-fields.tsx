import {
  CLOSED_MESSAGE_MAX,
  CONFIRMATION_MESSAGE_MAX,
  DEFAULT_CLOSED_MESSAGE,
  DEFAULT_CONFIRMATION_MESSAGE,
  type FormSettings,
  REDIRECT_DELAY_SECONDS,
  RESPONSE_LIMIT_MAX,
} from "@formloom/shared";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import {
  fromLocalDateTimeInput,
  getTimeZoneName,
  toLocalDateTimeInput,
} from "../utils/local-date-time";
import type { DraftErrors } from "../utils/validate-draft";
import { EmbedSitesField } from "./embed-sites-field";
import { SettingSwitch } from "./setting-switch";

type SettingsFieldsProps = {
  settings: FormSettings;
  /** Messages keyed "settings.<field>", from the shared schema. */
  errors: DraftErrors;
  onChange: (changes: Partial<FormSettings>) => void;
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-5 border-b pb-6 last:border-b-0">
      <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
        {title}
      </h3>
      {children}
    </section>
  );
}

function toResponseLimit(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** The response controls and quiz options of the Settings panel, saved with the form. */
export function SettingsFields({ settings, errors, onChange }: SettingsFieldsProps) {
  const error = (field: string) => errors[`settings.${field}`];
  const closesAt = toLocalDateTimeInput(settings.closesAt);
  const hasClosed = settings.closesAt !== null && Date.parse(settings.closesAt) <= Date.now();

  return (
    <div className="grid grid-cols-1 gap-6">
      <Group title="Responses">
        <SettingSwitch
          label="Accepting responses"
          hint="When off, the form shows the closed message instead of its questions."
          checked={settings.acceptingResponses}
          onCheckedChange={(acceptingResponses) => onChange({ acceptingResponses })}
        />
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
              onChange={(event) =>
                onChange({ closesAt: fromLocalDateTimeInput(event.target.value) })
              }
            />
          )}
        </FormField>
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
      </Group>
      <Group title="After submitting">
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
      </Group>
      <Group title="Embedding">
        <EmbedSitesField
          sites={settings.embedAllowedSites}
          errors={errors}
          onChange={(embedAllowedSites) => onChange({ embedAllowedSites })}
        />
      </Group>
      <Group title="Quiz">
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
      </Group>
    </div>
  );
}
