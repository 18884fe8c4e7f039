import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

/** What the secret is called on the copy button and in its messages. */
export type ShownOnceSecretNoun = "key" | "secret";

const NOUN_TEXTS: Record<ShownOnceSecretNoun, { copy: AppTextId; copyFailed: AppTextId }> = {
  key: {
    copy: "common.shownOnceSecret.copyKey",
    copyFailed: "common.shownOnceSecret.keyCopyFailed",
  },
  secret: {
    copy: "common.shownOnceSecret.copySecret",
    copyFailed: "common.shownOnceSecret.secretCopyFailed",
  },
};

type ShownOnceSecretProps = {
  /** What happened and that this is the only chance to copy it. */
  message: string;
  secret: string;
  noun: ShownOnceSecretNoun;
  copiedMessage: string;
  onDone: () => void;
};

/** A secret the server shows once (an API key, a webhook's signing secret), to copy now. */
export function ShownOnceSecret({
  message,
  secret,
  noun,
  copiedMessage,
  onDone,
}: ShownOnceSecretProps) {
  const t = useAppText();
  const [isCopied, setIsCopied] = useState(false);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
      toast.success(copiedMessage);
    } catch {
      toast.error(t(NOUN_TEXTS[noun].copyFailed));
    }
  };

  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-medium text-sm">{message}</p>
      <code className="wrap-anywhere rounded bg-muted px-2 py-1 font-mono text-sm">{secret}</code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void onCopy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? t("common.shownOnceSecret.copied") : t(NOUN_TEXTS[noun].copy)}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t("common.shownOnceSecret.done")}
        </Button>
      </div>
    </div>
  );
}
