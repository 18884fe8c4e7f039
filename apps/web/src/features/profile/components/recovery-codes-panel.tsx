import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { saveBlob } from "@/lib/save-blob";

/** The recovery codes, shown this once: copy them or download them, then done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useAppText();
  const [isCopied, setIsCopied] = useState(false);
  const asText = `${codes.join("\n")}\n`;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(asText);
      setIsCopied(true);
      toast.success(t("profile.twoFactor.codesCopied"));
    } catch {
      toast.error(t("profile.twoFactor.codesCopyFailed"));
    }
  };
  const onDownload = () =>
    saveBlob(new Blob([asText], { type: "text/plain" }), "formloom-recovery-codes.txt");

  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-medium text-sm">{t("profile.twoFactor.codesShownOnce")}</p>
      <ul
        aria-label={t("profile.twoFactor.codesLabel")}
        dir="ltr"
        className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void onCopy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? t("common.shownOnceSecret.copied") : t("profile.twoFactor.copyCodes")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDownload}>
          <Download aria-hidden="true" />
          {t("profile.twoFactor.downloadCodes")}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          {t("profile.twoFactor.codesSaved")}
        </Button>
      </div>
    </div>
  );
}
