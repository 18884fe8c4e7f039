import { DEACTIVATION_REASONS } from "@formloom/shared";
import type { UseFormRegisterReturn } from "react-hook-form";
import { RadioCard, RadioCardFieldset } from "@/components/ui/radio-card-fieldset";
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
        <RadioCard key={reason} value={reason} {...registration}>
          {t(DEACTIVATION_REASON_LABELS[reason])}
        </RadioCard>
      ))}
    </RadioCardFieldset>
  );
}
