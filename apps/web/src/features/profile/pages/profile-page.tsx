import { useAppText } from "@/lib/i18n/use-app-text";
import { AccountSettings } from "../components/account-settings";
import { ApiKeysCard } from "../components/api-keys-card";
import { AppLanguageCard } from "../components/app-language-card";
import { ProfileCard } from "../components/profile-card";
import { TwoFactorCard } from "../components/two-factor-card";

export function ProfilePage() {
  const t = useAppText();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">
          {t("profile.page.title")}
        </h1>
        <p className="mt-2 text-muted-foreground">{t("profile.page.description")}</p>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <ProfileCard />
        <div className="grid gap-6">
          <AccountSettings />
          <TwoFactorCard />
          <ApiKeysCard />
          <AppLanguageCard />
        </div>
      </div>
    </div>
  );
}
