import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useCopyShareLink } from "@/lib/share-link";

type ShareLinkFieldProps = { formId: string; isPublic: boolean };

/** The share link, readable and selectable, with a button that copies it. */
export function ShareLinkField({ formId, isPublic }: ShareLinkFieldProps) {
  const t = useAppText();
  const fieldId = useId();
  const { shareLink, copyShareLink } = useCopyShareLink(formId, isPublic);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={fieldId} className="font-medium text-sm">
        {t("share.linkField.label")}
      </label>
      <div className="flex gap-2">
        <Input
          id={fieldId}
          readOnly
          value={shareLink}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 text-xs"
        />
        <Button type="button" variant="outline" size="icon" onClick={copyShareLink}>
          <Copy aria-hidden="true" />
          <span className="sr-only">{t("share.linkField.copy")}</span>
        </Button>
      </div>
    </div>
  );
}
