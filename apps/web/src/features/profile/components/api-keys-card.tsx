import { API_KEY_PREFIX, type CreatedApiKey } from "@formloom/shared";
import { useState } from "react";
import { ShownOnceSecret } from "@/components/shown-once-secret";
import { Card } from "@/components/ui/card";
import { getErrorMessage } from "@/lib/api-client";
import { textWithElements } from "@/lib/i18n/text-with-elements";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useApiKeys } from "../api/get-api-keys";
import { ApiKeyItem } from "./api-key-item";
import { CreateApiKeyForm } from "./create-api-key-form";

// Code, the same in every language.
const AUTHORIZATION_HEADER = `Authorization: Bearer ${API_KEY_PREFIX}…`;

/** The user's API keys: make one (shown once), see each one's last use, revoke. */
export function ApiKeysCard() {
  const t = useAppText();
  const [created, setCreated] = useState<CreatedApiKey>();
  const keys = useApiKeys();

  return (
    <section aria-labelledby="api-keys-title">
      <Card className="gap-5 px-5 sm:px-7">
        <div>
          <h2 id="api-keys-title" className="font-semibold text-lg tracking-tight">
            {t("profile.apiKeys.title")}
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            {textWithElements(t, "profile.apiKeys.description", {
              header: (
                <code dir="ltr" className="font-mono">
                  {AUTHORIZATION_HEADER}
                </code>
              ),
              docsLink: (
                <a className="underline underline-offset-4" href="/api/docs">
                  {t("profile.apiKeys.docsLink")}
                </a>
              ),
            })}
          </p>
        </div>
        <CreateApiKeyForm onCreated={setCreated} />
        {created && (
          <ShownOnceSecret
            message={t("profile.apiKeys.created", { name: created.name })}
            secret={created.key}
            noun="key"
            copiedMessage={t("profile.apiKeys.copied")}
            onDone={() => setCreated(undefined)}
          />
        )}
        {keys.isPending ? (
          <p className="text-muted-foreground text-sm">{t("profile.apiKeys.loading")}</p>
        ) : keys.isError ? (
          <p className="text-destructive text-sm">
            {getErrorMessage(keys.error, t("profile.apiKeys.loadFailed"))}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("profile.apiKeys.empty")}</p>
        ) : (
          <ul aria-label={t("profile.apiKeys.listLabel")} className="grid gap-3">
            {keys.data.map((apiKey) => (
              <ApiKeyItem key={apiKey._id} apiKey={apiKey} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
