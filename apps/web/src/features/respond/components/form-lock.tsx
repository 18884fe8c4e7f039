import { LockKeyhole } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { hasErrorCode } from "@/lib/api-client";
import { unlockForm } from "../api/unlock-form";
import { useRespondText } from "../i18n/use-respond-text";
import { respondentErrorMessage } from "../utils/respondent-error";
import { writeUnlockToken } from "../utils/unlock-token";

/**
 * What a password-protected form shows until its password is given: nothing of the form itself,
 * as the server sends nothing of it either.
 */
export function FormLock({ formId, onUnlocked }: { formId: string; onUnlocked: () => void }) {
  const t = useRespondText();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [isChecking, setChecking] = useState(false);

  useEffect(() => {
    // A token the server no longer takes (expired, or the password changed) is of no more use.
    writeUnlockToken(formId, undefined);
    inputRef.current?.focus();
  }, [formId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isChecking) return;
    if (password === "") {
      setError(t("lock.empty"));
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      await unlockForm(formId, password);
      onUnlocked();
    } catch (failure) {
      setChecking(false);
      setError(
        hasErrorCode(failure, "FORM_PASSWORD_WRONG")
          ? t("lock.wrong")
          : respondentErrorMessage(failure, t, "loadError.fallback"),
      );
      inputRef.current?.select();
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center rounded-xl border bg-card px-6 py-12 text-center shadow-soft"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h1 id={titleId} className="mt-5 font-semibold text-2xl tracking-tight">
        {t("lock.title")}
      </h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{t("lock.description")}</p>
      <form noValidate onSubmit={submit} className="mt-6 grid w-full max-w-xs gap-4 text-start">
        <FormField label={t("lock.passwordLabel")} error={error}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="password"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" aria-disabled={isChecking || undefined}>
          {t(isChecking ? "lock.checking" : "lock.submit")}
        </Button>
      </form>
    </section>
  );
}
