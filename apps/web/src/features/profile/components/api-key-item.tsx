import type { ApiKey } from "@formloom/shared";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { formatDate, formatDateTime } from "@/lib/format-date-time";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useWorkspaces } from "@/lib/workspace/get-workspaces";
import { workspaceName } from "@/lib/workspace/workspace-texts";
import { useRevokeApiKey } from "../api/revoke-api-key";
import { SCOPE_LABELS } from "./create-api-key-form";

function isExpired(key: ApiKey): boolean {
  return key.expiresAt !== null && new Date(key.expiresAt).getTime() <= Date.now();
}

/** One key: name, visible prefix, scope, dates and last use, and Revoke (after a confirm). */
export function ApiKeyItem({ apiKey }: { apiKey: ApiKey }) {
  const t = useAppText();
  const [isConfirming, setIsConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  const { data: workspaces = [] } = useWorkspaces();
  const limitedTo = workspaces.find((workspace) => workspace._id === apiKey.workspaceId);

  const onRevoke = () =>
    revoke.mutate(apiKey._id, {
      onSuccess: () => {
        setIsConfirming(false);
        toast.success(t("profile.apiKeyItem.revoked", { name: apiKey.name }));
      },
      onError: (error) => {
        setIsConfirming(false);
        toast.error(getErrorMessage(error, t("profile.apiKeyItem.revokeFailed")));
      },
    });

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="wrap-anywhere font-medium">{apiKey.name}</p>
          <Badge variant="soft">{t(SCOPE_LABELS[apiKey.scope].title)}</Badge>
          {isExpired(apiKey) && (
            <Badge variant="destructive">{t("profile.apiKeyItem.expired")}</Badge>
          )}
        </div>
        <code className="w-fit rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
          {apiKey.prefix}…
        </code>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-muted-foreground text-sm">
          <dt>{t("roles.apiKeys.workspace")}</dt>
          <dd className="wrap-anywhere">
            {apiKey.workspaceId === null
              ? t("roles.apiKeys.allWorkspaces")
              : limitedTo
                ? workspaceName(t, limitedTo)
                : t("roles.apiKeys.formerWorkspace")}
          </dd>
          <dt>{t("profile.apiKeyItem.lastUsed")}</dt>
          <dd>
            {apiKey.lastUsedAt ? (
              <time dateTime={apiKey.lastUsedAt}>{formatDateTime(apiKey.lastUsedAt)}</time>
            ) : (
              t("profile.apiKeyItem.never")
            )}
          </dd>
          <dt>{t("profile.apiKeyItem.created")}</dt>
          <dd>
            <time dateTime={apiKey.createdAt}>{formatDate(apiKey.createdAt)}</time>
          </dd>
          <dt>{t("profile.apiKeyItem.expires")}</dt>
          <dd>
            {apiKey.expiresAt ? (
              <time dateTime={apiKey.expiresAt}>{formatDate(apiKey.expiresAt)}</time>
            ) : (
              t("profile.apiKeyItem.never")
            )}
          </dd>
        </dl>
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="w-full shrink-0 sm:w-auto"
        aria-label={t("profile.apiKeyItem.revokeLabel", { name: apiKey.name })}
        onClick={() => setIsConfirming(true)}
      >
        {t("profile.apiKeyItem.revoke")}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t("profile.apiKeyItem.revokeTitle", { name: apiKey.name })}
        description={t("profile.apiKeyItem.revokeDescription")}
        confirmLabel={t("profile.apiKeyItem.revokeConfirm")}
        onConfirm={onRevoke}
        isPending={revoke.isPending}
      />
    </li>
  );
}
