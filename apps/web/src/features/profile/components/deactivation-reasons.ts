import type { DeactivationReason } from "@formloom/shared";

export const DEACTIVATION_REASON_LABELS: Record<DeactivationReason, string> = {
  privacy: "Privacy concerns",
  switching: "Switching to another service",
  notUsing: "I no longer use Formloom",
  other: "Other",
};
