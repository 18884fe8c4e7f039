import type { RegexPattern, RegexValidation } from "@formloom/shared";
import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import {
  fromRegexChoice,
  NO_VALIDATION,
  SAVED_PATTERN,
  toRegexChoice,
} from "../utils/regex-choice";

type RegexValidationSelectProps = {
  value: RegexValidation | null | undefined;
  patterns: readonly RegexPattern[];
  isLoading: boolean;
  error?: string;
  onChange: (regex: RegexValidation | null) => void;
};

/** 'No Validation' or one of the server's active patterns (SPEC §5). */
export function RegexValidationSelect({
  value,
  patterns,
  isLoading,
  error,
  onChange,
}: RegexValidationSelectProps) {
  const t = useAppText();
  const id = useId();
  const noticeId = `${id}-notice`;
  const choice = toRegexChoice(value, patterns);
  const isRetired = choice === SAVED_PATTERN && !isLoading;
  const describedBy = isRetired || error ? noticeId : undefined;

  return (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={id}>{t("builder.question.validation")}</Label>
      <Select
        value={choice}
        onValueChange={(next) => onChange(fromRegexChoice(next, patterns, value))}
      >
        <SelectTrigger
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_VALIDATION}>{t("builder.question.noValidation")}</SelectItem>
          {choice === SAVED_PATTERN && value && (
            <SelectItem value={SAVED_PATTERN}>{value.title}</SelectItem>
          )}
          {patterns.map((pattern) => (
            <SelectItem key={pattern._id} value={pattern._id}>
              {pattern.title}
            </SelectItem>
          ))}
          {isLoading && (
            <SelectItem value="loading" disabled>
              {t("builder.question.loadingPatterns")}
            </SelectItem>
          )}
        </SelectContent>
      </Select>
      {error ? (
        <p id={noticeId} role="alert" className="text-destructive text-xs">
          {error}
        </p>
      ) : (
        isRetired && (
          <p
            id={noticeId}
            className="flex items-start gap-1.5 rounded-md bg-warning-soft px-2.5 py-2 text-warning-soft-foreground text-xs"
          >
            <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            {t("builder.question.retiredPattern")}
          </p>
        )
      )}
    </div>
  );
}
