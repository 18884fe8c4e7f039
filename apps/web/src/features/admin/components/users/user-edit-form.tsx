import { ADMIN_NAME_MAX, ADMIN_NAME_MIN, adminUserFormSchema, type User } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useUpdateUser } from "../../api/update-user";
import { useStickyDirty } from "../../hooks/use-sticky-dirty";
import { adminFormErrorText } from "../../utils/admin-form-error-text";

type UserEditFormProps = { user: User; returnTo: string; onSaved: () => void };

/** Only the name can change; the email is shown read-only. */
export function UserEditForm({ user, returnTo, onSaved }: UserEditFormProps) {
  const t = useAppText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(adminUserFormSchema),
    mode: "onChange",
    defaultValues: { name: user.name, email: user.email },
  });
  const hasChanged = useStickyDirty(isDirty);
  const updateUser = useUpdateUser();

  const onSubmit = handleSubmit(({ name }) => {
    if (name === user.name) {
      toast.info(t("admin.userEdit.noChanges"));
      return;
    }
    updateUser.mutate(
      { _id: user._id, name },
      {
        onSuccess: ({ message }) => {
          toast.success(message || t("admin.userEdit.success"));
          onSaved();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, { name: "name" });
          toast.error(getErrorMessage(error, t("admin.userEdit.failed")));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        label={t("admin.userEdit.nameLabel")}
        error={adminFormErrorText(t, errors.name?.message)}
        hint={t("admin.userEdit.nameHint", { min: ADMIN_NAME_MIN, max: ADMIN_NAME_MAX })}
      >
        {(control) => (
          <Input {...control} {...register("name")} autoComplete="off" maxLength={ADMIN_NAME_MAX} />
        )}
      </FormField>
      <FormField label={t("admin.userEdit.emailLabel")} hint={t("admin.userEdit.emailHint")}>
        {(control) => (
          <Input
            {...control}
            {...register("email")}
            type="email"
            readOnly
            aria-readonly="true"
            className="bg-muted text-muted-foreground"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={returnTo}>{t("admin.userEdit.cancel")}</Link>
        </Button>
        <Button type="submit" disabled={!hasChanged || updateUser.isPending}>
          {updateUser.isPending && <Spinner />}
          {t("admin.userEdit.update")}
        </Button>
      </div>
    </form>
  );
}
