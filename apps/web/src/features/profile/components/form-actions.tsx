import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAppText } from "@/lib/i18n/use-app-text";

type FormActionsProps = {
  isPending: boolean;
  isDisabled: boolean;
  variant?: ButtonProps["variant"];
  onCancel: () => void;
  children: ReactNode;
};

/** A two-factor form's submit button (with its spinner) and Cancel. */
export function FormActions({
  isPending,
  isDisabled,
  variant = "default",
  onCancel,
  children,
}: FormActionsProps) {
  const t = useAppText();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={variant} disabled={isDisabled || isPending}>
        {isPending && <Spinner />}
        {children}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t("profile.twoFactor.cancel")}
      </Button>
    </div>
  );
}
