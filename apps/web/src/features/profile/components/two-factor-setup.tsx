import type { RecoveryCodes, TwoFactorSetup as Setup } from "@formloom/shared";
import { type FormEvent, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { hasErrorCode } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useQrCode } from "@/lib/use-qr-code";
import { useConfirmTwoFactor } from "../api/confirm-two-factor";
import { useFailureToast } from "../utils/use-failure-toast";
import { FormActions } from "./form-actions";

type TwoFactorSetupProps = {
  setup: Setup;
  onConfirmed: (codes: RecoveryCodes) => void;
  onCancel: () => void;
};

/** The QR code and the secret as text for the app, then the first code to turn it on. */
export function TwoFactorSetup({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const t = useAppText();
  const qrCode = useQrCode(setup.otpauthUrl);
  const confirm = useConfirmTwoFactor();
  const showFailure = useFailureToast();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const isComplete = /^\d{6}$/.test(code.replace(/\s+/g, ""));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    confirm.mutate(
      { code: code.replace(/\s+/g, "") },
      {
        onSuccess: ({ data }) => onConfirmed(data),
        onError: (failure) => {
          if (hasErrorCode(failure, "TWO_FACTOR_CODE_INVALID")) {
            setError(t("profile.twoFactor.wrongCode"));
            return;
          }
          showFailure(failure);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm">{t("profile.twoFactor.scan")}</p>
      {/* White in the dark theme too: scanners read dark modules on a light ground. */}
      <div className="w-48 overflow-hidden rounded-lg border bg-white p-2">
        {qrCode.data ? (
          <img
            src={qrCode.data}
            alt={t("profile.twoFactor.qrAlt")}
            className="aspect-square w-full"
          />
        ) : (
          <Skeleton className="aspect-square w-full" />
        )}
      </div>
      <div className="grid gap-1 text-sm">
        <p className="text-muted-foreground">{t("profile.twoFactor.manualEntry")}</p>
        <code
          dir="ltr"
          data-testid="two-factor-secret"
          className="wrap-anywhere w-fit rounded bg-muted px-2 py-1 font-mono"
        >
          {setup.secret.match(/.{1,4}/g)?.join(" ")}
        </code>
      </div>
      <FormField label={t("profile.twoFactor.code")} error={error} className="max-w-xs">
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            dir="ltr"
          />
        )}
      </FormField>
      <FormActions isPending={confirm.isPending} isDisabled={!isComplete} onCancel={onCancel}>
        {t("profile.twoFactor.turnOn")}
      </FormActions>
    </form>
  );
}
