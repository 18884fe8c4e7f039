import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";

type StatusChange = { _id: string; active: boolean };

/** The part of a status mutation (useMutation's result) this switch drives. */
type StatusMutation = {
  isPending: boolean;
  variables?: StatusChange;
  mutate: (
    change: StatusChange,
    callbacks: {
      onSuccess: (result: { message: string }) => void;
      onError: (error: Error) => void;
    },
  ) => void;
};

type StatusSwitchProps = {
  id: string;
  isActive: boolean;
  mutation: StatusMutation;
  label: string;
  updatingLabel: string;
  successMessage: string;
  errorMessage: string;
};

/** A row's Active/Inactive switch, with its own spinner while the change is saved. */
export function StatusSwitch({
  id,
  isActive: savedIsActive,
  mutation,
  label,
  updatingLabel,
  successMessage,
  errorMessage,
}: StatusSwitchProps) {
  const t = useAppText();
  const isUpdating = mutation.isPending;
  const isActive = isUpdating ? (mutation.variables?.active ?? savedIsActive) : savedIsActive;

  const onChange = (active: boolean) =>
    mutation.mutate(
      { _id: id, active },
      {
        onSuccess: ({ message }) => toast.success(message || successMessage),
        onError: (error) => toast.error(getErrorMessage(error, errorMessage)),
      },
    );

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={isActive}
        disabled={isUpdating}
        aria-busy={isUpdating || undefined}
        aria-label={label}
        onCheckedChange={onChange}
      />
      <span className="w-14 text-muted-foreground text-xs" aria-hidden="true">
        {isActive ? t("admin.statusSwitch.active") : t("admin.statusSwitch.inactive")}
      </span>
      {isUpdating && <Spinner className="size-3.5 text-muted-foreground" label={updatingLabel} />}
    </div>
  );
}
