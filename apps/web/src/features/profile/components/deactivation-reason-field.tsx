import { DEACTIVATION_REASONS } from "@formloom/shared";
import type { UseFormRegisterReturn } from "react-hook-form";
import { RadioCardFieldset } from "@/components/ui/radio-card-fieldset";
import { useAppText } from "@/lib/i18n/use-app-text";
import { DEACTIVATION_REASON_LABELS } from "./deactivation-reasons";

type DeactivationReasonFieldProps = {
  registration: UseFormRegisterReturn<"reason">;
  error?: string;
};

/** One reason for leaving, as radio cards. */
export function DeactivationReasonField({ registration, error }: DeactivationReasonFieldProps) {
  const t = useAppText();
  return (
    <RadioCardFieldset legend={t("profile.deactivationReason.legend")} error={error}>
      {DEACTIVATION_REASONS.map((reason) => (
        <label
          key={reason}
          className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary/60 has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/30"
        >
          <input
            type="radio"
            value={reason}
            {...registration}
            className="size-4 shrink-0 accent-[var(--color-primary)] focus-visible:outline-none"
          />
          {t(DEACTIVATION_REASON_LABELS[reason])}
        </label>
      ))}
    </RadioCardFieldset>
  );
}
