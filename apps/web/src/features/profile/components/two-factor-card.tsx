import type { TwoFactorSetup as Setup } from "@formloom/shared";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/get-current-user";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useStartTwoFactorSetup } from "../api/start-two-factor-setup";
import { useFailureToast } from "../utils/use-failure-toast";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TwoFactorOptions } from "./two-factor-options";
import { TwoFactorSetup } from "./two-factor-setup";

/** Two-factor authentication: its state, set-up with a QR code, recovery codes, turning off. */
export function TwoFactorCard() {
  const t = useAppText();
  const me = useCurrentUser();
  const start = useStartTwoFactorSetup();
  const showFailure = useFailureToast();
  const [setup, setSetup] = useState<Setup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const isOn = me.data?.twoFactorEnabled === true;

  const onStart = () =>
    start.mutate(undefined, { onSuccess: ({ data }) => setSetup(data), onError: showFailure });

  return (
    <section aria-labelledby="two-factor-title">
      <Card className="gap-5 px-5 sm:px-7">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="two-factor-title" className="font-semibold text-lg tracking-tight">
              {t("profile.twoFactor.title")}
            </h2>
            {me.data && (
              <Badge variant={isOn ? "success" : "secondary"}>
                {isOn ? t("profile.twoFactor.on") : t("profile.twoFactor.off")}
              </Badge>
            )}
          </div>
          <p className="mt-1 text-muted-foreground text-sm">{t("profile.twoFactor.description")}</p>
        </div>
        {recoveryCodes ? (
          <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
        ) : isOn ? (
          <TwoFactorOptions onNewCodes={setRecoveryCodes} />
        ) : setup ? (
          <TwoFactorSetup
            setup={setup}
            onConfirmed={({ recoveryCodes: codes }) => {
              toast.success(t("profile.twoFactor.turnedOn"));
              setSetup(undefined);
              setRecoveryCodes(codes);
            }}
            onCancel={() => setSetup(undefined)}
          />
        ) : (
          me.data && (
            <Button className="w-fit" onClick={onStart} disabled={start.isPending}>
              {start.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
              {t("profile.twoFactor.setUp")}
            </Button>
          )
        )}
      </Card>
    </section>
  );
}
