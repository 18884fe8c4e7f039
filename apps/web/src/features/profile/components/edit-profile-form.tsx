import {
  NAME_MAX,
  normalizeNameInput,
  PROFILE_NAME_MIN,
  profileFormSchema,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useAppText } from "@/lib/i18n/use-app-text";
import { withNormalizer } from "@/lib/with-normalizer";
import { useUpdateProfile } from "../api/update-profile";
import { profileFormErrorText } from "../utils/profile-form-error-text";

type EditProfileFormProps = { name: string; email: string; onDone: () => void };

/** Only the name can change; saving it unchanged just closes the form. */
export function EditProfileForm({ name, email, onDone }: EditProfileFormProps) {
  const t = useAppText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    mode: "onChange",
    defaultValues: { name, email },
  });
  const updateProfile = useUpdateProfile();

  const onSubmit = handleSubmit((values) => {
    if (values.name === name) {
      onDone();
      return;
    }
    updateProfile.mutate(
      { name: values.name },
      {
        onSuccess: ({ message }) => {
          toast.success(message || t("profile.editForm.success"), { id: "save-profile" });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, { name: "name" });
          toast.error(getErrorMessage(error, t("profile.editForm.failed")), {
            id: "save-profile",
          });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 text-start">
      <FormField
        label={t("profile.editForm.fullName")}
        error={profileFormErrorText(t, errors.name?.message)}
        hint={t("profile.editForm.nameHint", { min: PROFILE_NAME_MIN })}
      >
        {(control) => (
          <Input
            {...control}
            {...withNormalizer(register("name"), normalizeNameInput)}
            autoFocus
            autoComplete="name"
            maxLength={NAME_MAX}
          />
        )}
      </FormField>
      <FormField label={t("profile.editForm.email")} hint={t("profile.editForm.emailHint")}>
        {(control) => <Input {...control} {...register("email")} readOnly className="bg-muted" />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={updateProfile.isPending}>
          {t("profile.editForm.cancel")}
        </Button>
        <Button type="submit" disabled={!isValid || updateProfile.isPending}>
          {updateProfile.isPending && <Spinner />}
          {t("profile.editForm.save")}
        </Button>
      </div>
    </form>
  );
}
