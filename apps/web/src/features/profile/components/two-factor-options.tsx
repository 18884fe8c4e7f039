import type { RecoveryCodes } from "@formloom/shared";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { hasErrorCode } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { useRegenerateRecoveryCodes } from "../api/regenerate-recovery-codes";
import { useFailureToast } from "../utils/use-failure-toast";
import { SecondFactorForm, type SecondFactorValues } from "./second-factor-form";

type Action = "newCodes" | "turnOff";

/** With two-factor on: new recovery codes (a code needed) or turning it off (password too). */
export function TwoFactorOptions({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const t = useAppText();
  const [action, setAction] = useState<Action>();
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const showFailure = useFailureToast();

  const onError = (error: Error) => {
    if (hasErrorCode(error, "WRONG_PASSWORD")) {
      setErrors({ password: t("profile.twoFactor.wrongPassword") });
    } else if (hasErrorCode(error, "TWO_FACTOR_CODE_INVALID")) {
      setErrors({ code: t("profile.twoFactor.wrongCodeOrRecovery") });
    } else {
      showFailure(error);
    }
  };
  const choose = (next: Action | undefined) => {
    setAction(next);
    setErrors({});
  };
  const onSubmit = ({ password, ...factor }: SecondFactorValues) => {
    if (action === "turnOff") {
      disable.mutate(
        { password, ...factor },
        { onSuccess: () => toast.success(t("profile.twoFactor.turnedOff")), onError },
      );
      return;
    }
    regenerate.mutate(factor, {
      onSuccess: ({ data }: { data: RecoveryCodes }) => onNewCodes(data.recoveryCodes),
      onError,
    });
  };

  if (!action) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => choose("newCodes")}>
          {t("profile.twoFactor.newCodes")}
        </Button>
        <Button variant="outline" onClick={() => choose("turnOff")}>
          {t("profile.twoFactor.turnOff")}
        </Button>
      </div>
    );
  }
  return (
    <SecondFactorForm
      key={action}
      needsPassword={action === "turnOff"}
      submitLabel={
        action === "turnOff" ? t("profile.twoFactor.turnOff") : t("profile.twoFactor.newCodes")
      }
      isPending={regenerate.isPending || disable.isPending}
      errors={errors}
      onSubmit={onSubmit}
      onCancel={() => choose(undefined)}
    />
  );
}
