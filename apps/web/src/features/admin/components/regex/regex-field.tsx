import type { RegexPatternType } from "@formloom/shared";
import { Lock } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { PATTERN_TYPE_LABELS } from "./pattern-type-select";

// Code, the same in every language.
const LITERAL_EXAMPLE = "/^[A-Z]{3}-[0-9]{4}$/i";
const LITERAL_PLACEHOLDER = "/^[A-Za-z ]+$/";

type RegexFieldProps = {
  patternType: RegexPatternType;
  isLocked: boolean;
  error?: string;
  registration: UseFormRegisterReturn<"regex">;
};

/** The pattern itself: written by hand, or filled in and locked by a preset pattern type. */
export function RegexField({ patternType, isLocked, error, registration }: RegexFieldProps) {
  const t = useAppText();
  return (
    <FormField
      label={t("admin.regexField.label")}
      error={error}
      labelAside={
        isLocked && (
          <span className="flex items-center gap-1 text-muted-foreground text-xs">
            <Lock aria-hidden="true" className="size-3" />
            {t("admin.regexField.setBy", { patternType: t(PATTERN_TYPE_LABELS[patternType]) })}
          </span>
        )
      }
      hint={
        isLocked
          ? t("admin.regexField.lockedHint")
          : t("admin.regexField.hint", { example: LITERAL_EXAMPLE })
      }
    >
      {(field) => (
        <Input
          {...field}
          {...registration}
          readOnly={isLocked}
          aria-readonly={isLocked || undefined}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={LITERAL_PLACEHOLDER}
          className={isLocked ? "bg-muted font-mono" : "font-mono"}
        />
      )}
    </FormField>
  );
}
