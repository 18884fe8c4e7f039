import type { RegexPatternType } from "@formloom/shared";
import { Lock } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PATTERN_TYPE_LABELS } from "./pattern-type-select";

type RegexFieldProps = {
  patternType: RegexPatternType;
  isLocked: boolean;
  error?: string;
  registration: UseFormRegisterReturn<"regex">;
};

/** The pattern itself: written by hand, or filled in and locked by a preset pattern type. */
export function RegexField({ patternType, isLocked, error, registration }: RegexFieldProps) {
  return (
    <FormField
      label="Regex"
      error={error}
      labelAside={
        isLocked && (
          <span className="flex items-center gap-1 text-muted-foreground text-xs">
            <Lock aria-hidden="true" className="size-3" />
            Set by {PATTERN_TYPE_LABELS[patternType]}
          </span>
        )
      }
      hint={
        isLocked
          ? "Filled in by the pattern type. Choose Other or None to write your own."
          : "Write it as /pattern/flags, e.g. /^[A-Z]{3}-[0-9]{4}$/i. Flags: g, i, m, s, u, y."
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
          placeholder="/^[A-Za-z ]+$/"
          className={isLocked ? "bg-muted font-mono" : "font-mono"}
        />
      )}
    </FormField>
  );
}
