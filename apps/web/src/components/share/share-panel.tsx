import { useAppText } from "@/lib/i18n/use-app-text";
import { useShareLink } from "@/lib/share-link";
import { ShareLinkField } from "./share-link-field";
import { ShareQrCode } from "./share-qr-code";
import { VisibilitySwitch } from "./visibility-switch";

type SharePanelProps = {
  formId: string;
  formTitle: string;
  isPublic: boolean;
  /** False for a reader whose role may not publish: the switch shows the state only. */
  canChangeVisibility?: boolean;
};

/** What sharing a form takes, as the dashboard card offers it: who may open it, its link, its QR. */
export function SharePanel({
  formId,
  formTitle,
  isPublic,
  canChangeVisibility = true,
}: SharePanelProps) {
  const t = useAppText();
  const shareLink = useShareLink(formId);
  return (
    <div className="grid gap-3">
      <VisibilitySwitch formId={formId} isPublic={isPublic} isReadOnly={!canChangeVisibility} />
      {!isPublic && <p className="text-muted-foreground text-xs">{t("share.panel.privateHint")}</p>}
      <ShareLinkField formId={formId} isPublic={isPublic} />
      <ShareQrCode formTitle={formTitle} shareLink={shareLink} className="max-w-40" />
    </div>
  );
}
