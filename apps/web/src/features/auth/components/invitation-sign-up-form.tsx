import {
  AUTH_MESSAGES,
  CAPTCHA_FIELD,
  invitationSignUpBodySchema,
  PASSWORD_MAX,
} from "@formloom/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useAppText } from "@/lib/i18n/use-app-text";
import { workspaceErrorText } from "@/lib/workspace/workspace-texts";
import { useSignUpWithInvitation } from "../api/sign-up-with-invitation";
import { useCaptchaToken } from "../hooks/use-captcha-token";
import { useEnterInvitedWorkspace } from "../hooks/use-enter-invited-workspace";
import { withAuthRuleTexts } from "../utils/auth-rule-resolver";
import { authRuleText } from "../utils/auth-rule-text";
import { CaptchaSubmit } from "./captcha-submit";
import { FullNameField } from "./full-name-field";

type InvitationSignUpFormProps = { token: string; email: string };

/** An account for the invited address (fixed: the link proves it), signed in at once. */
export function InvitationSignUpForm({ token, email }: InvitationSignUpFormProps) {
  const t = useAppText();
  const form = useForm({
    resolver: withAuthRuleTexts(zodResolver(invitationSignUpBodySchema)),
    mode: "onChange",
    defaultValues: { name: "", password: "", confirmPassword: "" },
  });
  const { register, handleSubmit, setError, formState } = form;
  const captcha = useCaptchaToken();
  const signUp = useSignUpWithInvitation();
  const enterWorkspace = useEnterInvitedWorkspace();

  const onSubmit = handleSubmit((values) => {
    if (!captcha.token) {
      toast.warning(authRuleText(AUTH_MESSAGES.captchaRequired));
      return;
    }
    signUp.mutate(
      { token, body: { ...values, [CAPTCHA_FIELD]: captcha.token } },
      {
        onSuccess: ({ data }) => enterWorkspace(data),
        onError: (error) => {
          captcha.reset();
          applyFieldErrors(error, setError, {
            name: "name",
            password: "password",
            confirmPassword: "confirmPassword",
          });
          toast.error(workspaceErrorText(t, error, "workspaces.invitation.signUpFailed"));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label={t("auth.field.email")} hint={t("workspaces.invitation.emailFixed")}>
        {(control) => <Input {...control} type="email" value={email} readOnly className="h-10" />}
      </FormField>
      <FullNameField registration={register("name")} error={formState.errors.name?.message} />
      <NewPasswordFields
        form={form}
        passwordName="password"
        confirmationName="confirmPassword"
        hint={t("auth.field.passwordHint")}
        maxLength={PASSWORD_MAX}
        inputClassName="h-10"
      />
      <CaptchaSubmit captcha={captcha} isFormValid={formState.isValid} isPending={signUp.isPending}>
        {t("workspaces.invitation.signUp")}
      </CaptchaSubmit>
    </form>
  );
}
