import { NAME_MAX, normalizeNameInput, profileFormSchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { withNormalizer } from "@/lib/with-normalizer";
import { useUpdateProfile } from "../api/update-profile";

type EditProfileFormProps = { name: string; email: string; onDone: () => void };

/** Only the name can change; saving it unchanged just closes the form. */
export function EditProfileForm({ name, email, onDone }: EditProfileFormProps) {
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
          toast.success(message || "Profile updated successfully", { id: "save-profile" });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, setError, { name: "name" });
          toast.error(getErrorMessage(error, "Failed to update user profile"), {
            id: "save-profile",
          });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 text-left">
      <FormField
        label="Full Name"
        error={errors.name?.message}
        hint="At least 4 characters, letters and spaces only."
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
      <FormField label="Email" hint="Your email address cannot be changed.">
        {(control) => <Input {...control} {...register("email")} readOnly className="bg-muted" />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={updateProfile.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isValid || updateProfile.isPending}>
          {updateProfile.isPending && <Spinner />}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
