import { FORM_PASSWORD_MAX, FORM_PASSWORD_MIN } from "@formloom/shared";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useForm } from "../api/get-form";
import { useSetFormPassword } from "../api/set-form-password";
import { SettingsGroup } from "./settings-group";

const PASSWORD_TOAST = { id: "form-password" };

/**
 * The password respondents give before the form opens: saved at once through its own call (it
 * is never part of the form's draft, and the server never sends it back), for a saved form only.
 */
export function FormPasswordSettings({ formId }: { formId: string | undefined }) {
  const t = useAppText();
  return (
    <SettingsGroup title={t("builder.password.group")}>
      <p className="-mt-2 text-muted-foreground text-xs">{t("builder.password.description")}</p>
      {formId ? (
        <SavedFormPassword formId={formId} />
      ) : (
        <p className="text-sm">{t("builder.password.saveFirst")}</p>
      )}
    </SettingsGroup>
  );
}

function SavedFormPassword({ formId }: { formId: string }) {
  const t = useAppText();
  const hasPassword = useForm(formId).data?.hasPassword ?? false;
  const setPassword = useSetFormPassword();
  const [password, setPasswordText] = useState("");
  const [error, setError] = useState<string>();

  const save = (next: string | null) =>
    setPassword.mutate(
      { formId, password: next },
      {
        onSuccess: () => {
          setPasswordText("");
          toast.success(t(next === null ? "builder.password.removed" : "builder.password.saved"), {
            ...PASSWORD_TOAST,
          });
        },
        onError: (failure) =>
          toast.error(getErrorMessage(failure, t("builder.password.failed")), PASSWORD_TOAST),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (setPassword.isPending) return;
    const tooShort = password.length < FORM_PASSWORD_MIN;
    const tooLong = password.length > FORM_PASSWORD_MAX;
    if (tooShort || tooLong) {
      setError(t(tooShort ? "builder.password.tooShort" : "builder.password.tooLong"));
      return;
    }
    save(password);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <p className="font-medium text-sm" aria-live="polite">
        {t(hasPassword ? "builder.password.statusOn" : "builder.password.statusOff")}
      </p>
      <FormField
        label={t("builder.password.label")}
        hint={t("builder.password.hint", { min: FORM_PASSWORD_MIN, max: FORM_PASSWORD_MAX })}
        error={error}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPasswordText(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" aria-disabled={setPassword.isPending || undefined}>
          {t(hasPassword ? "builder.password.change" : "builder.password.set")}
        </Button>
        {hasPassword && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => !setPassword.isPending && save(null)}
          >
            {t("builder.password.remove")}
          </Button>
        )}
      </div>
    </form>
  );
}
