import type { DeactivationReason } from "@formloom/shared";
import type { AppTextId } from "@/lib/i18n/use-app-text";

export const DEACTIVATION_REASON_LABELS: Record<DeactivationReason, AppTextId> = {
  privacy: "profile.deactivationReason.privacy",
  switching: "profile.deactivationReason.switching",
  notUsing: "profile.deactivationReason.notUsing",
  other: "profile.deactivationReason.other",
};
