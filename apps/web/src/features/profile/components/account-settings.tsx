import { KeyRound, UserX } from "lucide-react";
import { useSearchParams } from "react-router";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAppText } from "@/lib/i18n/use-app-text";
import { ChangePasswordForm } from "./change-password-form";
import { DeactivateAccountForm } from "./deactivate-account-form";

const TABS = ["change-password", "deactivate-account"] as const;
type SettingsTab = (typeof TABS)[number];

const isSettingsTab = (value: string | null): value is SettingsTab =>
  TABS.includes(value as SettingsTab);

/** Change Password and Deactivate Account; the open tab lives in `?tab=`. */
export function AccountSettings() {
  const t = useAppText();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: SettingsTab = isSettingsTab(requested) ? requested : "change-password";

  const onTabChange = (value: string) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section aria-labelledby="account-settings-title">
      <Card className="gap-5 px-5 sm:px-7">
        <div>
          <h2 id="account-settings-title" className="font-semibold text-lg tracking-tight">
            {t("profile.settings.title")}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">{t("profile.settings.description")}</p>
        </div>
        <Tabs value={tab} onValueChange={onTabChange} className="gap-6">
          <TabsList className="flex h-auto w-full flex-col items-stretch sm:inline-flex sm:w-fit sm:flex-row">
            <TabsTrigger value="change-password" className="py-2 sm:py-1.5">
              <KeyRound aria-hidden="true" />
              {t("profile.settings.changePassword")}
            </TabsTrigger>
            <TabsTrigger value="deactivate-account" className="py-2 sm:py-1.5">
              <UserX aria-hidden="true" />
              {t("profile.settings.deactivateAccount")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="change-password">
            <ChangePasswordForm />
          </TabsContent>
          <TabsContent value="deactivate-account">
            <DeactivateAccountForm />
          </TabsContent>
        </Tabs>
      </Card>
    </section>
  );
}
