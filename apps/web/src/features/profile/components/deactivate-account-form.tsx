import {
  DEACTIVATE_REASON_MAX,
  type DeactivateAccountForm as DeactivateAccountValues,
  deactivateAccountFormSchema,
  LOGIN_PASSWORD_MAX,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { type UseFormSetError, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Textarea } from "@/components/ui/textarea";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useSignOut } from "@/lib/use-sign-out";
import { useDeactivateAccount } from "../api/deactivate-account";
import { profileFormErrorText } from "../utils/profile-form-error-text";
import { DeactivationReasonField } from "./deactivation-reason-field";

function DeactivationWarning() {
  const t = useAppText();
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <p>{t("profile.deactivate.warning")}</p>
    </Alert>
  );
}

/** The answers held while the user confirms, then the deactivation and the sign-out. */
function useConfirmedDeactivation(
  isOther: boolean,
  setError: UseFormSetError<DeactivateAccountValues>,
) {
  const [pending, setPending] = useState<DeactivateAccountValues | null>(null);
  const deactivate = useDeactivateAccount();
  const signOut = useSignOut();

  const onConfirm = () => {
    if (!pending) return;
    const { otherReason, ...rest } = pending;
    deactivate.mutate(isOther ? { ...rest, otherReason } : rest, {
      onSuccess: ({ message }) => {
        setPending(null);
        toast.success(message || appText("profile.deactivate.success"));
        signOut("user");
      },
      onError: (error) => {
        setPending(null);
        applyFieldErrors(error, setError, {
          password: "password",
          reason: "reason",
          otherReason: "otherReason",
        });
        toast.error(getErrorMessage(error, appText("profile.deactivate.failed")));
      },
    });
  };

  return { pending, setPending, onConfirm, isPending: deactivate.isPending };
}

/** Confirms the password and a reason, asks once more, then deactivates and signs out. */
export function DeactivateAccountForm() {
  const t = useAppText();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(deactivateAccountFormSchema),
    mode: "onChange",
    defaultValues: { password: "", otherReason: "" },
  });
  const isOther = watch("reason") === "other";
  const { pending, setPending, onConfirm, isPending } = useConfirmedDeactivation(isOther, setError);
  const onSubmit = handleSubmit((values) => setPending(values));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <DeactivationWarning />
      <DeactivationReasonField
        registration={register("reason")}
        error={profileFormErrorText(t, errors.reason?.message)}
      />
      {isOther && (
        <FormField
          label={t("profile.deactivate.otherReasonLabel")}
          error={profileFormErrorText(t, errors.otherReason?.message)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...register("otherReason", { shouldUnregister: true })}
              maxLength={DEACTIVATE_REASON_MAX}
              rows={3}
            />
          )}
        </FormField>
      )}
      <FormField
        label={t("profile.deactivate.passwordLabel")}
        error={profileFormErrorText(t, errors.password?.message)}
        hint={t("profile.deactivate.passwordHint")}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register("password")}
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX}
          />
        )}
      </FormField>
      <Button
        type="submit"
        variant="destructive"
        className="w-full sm:w-fit sm:justify-self-end"
        disabled={!isValid || isPending}
      >
        {t("profile.deactivate.submit")}
      </Button>

      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t("profile.deactivate.confirmTitle")}
        description={t("profile.deactivate.confirmDescription")}
        confirmLabel={t("profile.deactivate.confirm")}
        onConfirm={onConfirm}
        isPending={isPending}
      />
    </form>
  );
}
