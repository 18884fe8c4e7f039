import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  inviteBodySchema,
  mayAssignRole,
  normalizeEmailInput,
  WORKSPACE_ROLES,
  type WorkspaceRole,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import { withNormalizer } from "@/lib/with-normalizer";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useInviteMember } from "../api/invite-member";
import { RoleSelect } from "./role-select";

/** The shared schema's English email rule, said in the app's language. */
function emailRuleText(t: AppText, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (message === AUTH_MESSAGES.emailRequired) return t("auth.rule.emailRequired");
  if (message === AUTH_MESSAGES.emailTooLong)
    return t("auth.rule.emailTooLong", { max: EMAIL_MAX });
  return t("auth.rule.emailInvalid");
}

type InviteMemberFormProps = { workspaceId: string; actorRole: WorkspaceRole };

/** Invites by email with a role (owner only for owners); the mail carries the link. */
export function InviteMemberForm({ workspaceId, actorRole }: InviteMemberFormProps) {
  const t = useAppText();
  const invite = useInviteMember(workspaceId);
  const roles = WORKSPACE_ROLES.filter((role) =>
    mayAssignRole(actorRole, { from: null, to: role }),
  );
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(inviteBodySchema),
    defaultValues: { email: "", role: "editor" as WorkspaceRole },
  });

  const onSubmit = handleSubmit((values) => {
    if (invite.isPending) return;
    invite.mutate(values, {
      onSuccess: (invitation) => {
        toast.success(t("workspaces.invite.sent", { email: invitation.email }));
        reset({ email: "", role: values.role });
      },
      onError: (error) => toast.error(workspaceErrorText(t, error, "workspaces.invite.failed")),
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
    >
      <FormField
        label={t("workspaces.invite.email")}
        error={emailRuleText(t, formState.errors.email?.message)}
      >
        {(field) => (
          <Input
            {...field}
            {...withNormalizer(register("email"), normalizeEmailInput)}
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={EMAIL_MAX}
          />
        )}
      </FormField>
      <FormField label={t("workspaces.invite.role")}>
        {(field) => (
          <Controller
            control={control}
            name="role"
            render={({ field: { value, onChange } }) => (
              <RoleSelect id={field.id} value={value} roles={roles} onChange={onChange} />
            )}
          />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-6" aria-disabled={invite.isPending || undefined}>
        {invite.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {t("workspaces.invite.submit")}
      </Button>
    </form>
  );
}
