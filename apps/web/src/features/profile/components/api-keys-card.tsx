import { API_KEY_PREFIX, type CreatedApiKey } from "@formloom/shared";
import { useState } from "react";
import { ShownOnceSecret } from "@/components/shown-once-secret";
import { Card } from "@/components/ui/card";
import { getErrorMessage } from "@/lib/api-client";
import { useApiKeys } from "../api/get-api-keys";
import { ApiKeyItem } from "./api-key-item";
import { CreateApiKeyForm } from "./create-api-key-form";

/** The user's API keys: make one (shown once), see each one's last use, revoke. */
export function ApiKeysCard() {
  const [created, setCreated] = useState<CreatedApiKey>();
  const keys = useApiKeys();

  return (
    <section aria-labelledby="api-keys-title">
      <Card className="gap-5 px-5 sm:px-7">
        <div>
          <h2 id="api-keys-title" className="font-semibold text-lg tracking-tight">
            API keys
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            Let scripts read your forms and responses. Send a key as{" "}
            <code className="font-mono">Authorization: Bearer {API_KEY_PREFIX}…</code>; the{" "}
            <a className="underline underline-offset-4" href="/api/docs">
              API documentation
            </a>{" "}
            lists what it can do.
          </p>
        </div>
        <CreateApiKeyForm onCreated={setCreated} />
        {created && (
          <ShownOnceSecret
            message={`Key “${created.name}” created. Copy it now: it is shown only once.`}
            secret={created.key}
            noun="key"
            copiedMessage="API key copied to clipboard"
            onDone={() => setCreated(undefined)}
          />
        )}
        {keys.isPending ? (
          <p className="text-muted-foreground text-sm">Loading…</p>
        ) : keys.isError ? (
          <p className="text-destructive text-sm">
            {getErrorMessage(keys.error, "The API keys could not be loaded")}
          </p>
        ) : keys.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No API keys yet.</p>
        ) : (
          <ul aria-label="API keys" className="grid gap-3">
            {keys.data.map((apiKey) => (
              <ApiKeyItem key={apiKey._id} apiKey={apiKey} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
