import { WORKSPACE_MESSAGES, WORKSPACE_NAME_MAX, workspaceBodySchema } from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";

/** The shared schema's English rule, said in the app's language. */
function nameRuleText(t: AppText, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === WORKSPACE_MESSAGES.nameTooLong)
    return t("workspaces.name.tooLong", { max: WORKSPACE_NAME_MAX });
  return t("workspaces.name.required");
}

type WorkspaceNameFormProps = {
  defaultName?: string;
  submitLabel: ReactNode;
  isPending: boolean;
  onSubmit: (name: string) => void;
  /** Shown beside the submit button, e.g. "Cancel". */
  secondary?: ReactNode;
};

/** A workspace's name, checked by the same schema as the server's; used to create and rename. */
export function WorkspaceNameForm({
  defaultName = "",
  submitLabel,
  isPending,
  onSubmit,
  secondary,
}: WorkspaceNameFormProps) {
  const t = useAppText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(workspaceBodySchema),
    defaultValues: { name: defaultName },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => !isPending && onSubmit(values.name))}
      className="grid gap-4"
    >
      <FormField label={t("workspaces.name.label")} error={nameRuleText(t, errors.name?.message)}>
        {(control) => <Input {...control} {...register("name")} maxLength={WORKSPACE_NAME_MAX} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" aria-disabled={isPending || undefined}>
          {isPending && <Spinner />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
