import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

type ShownOnceSecretProps = {
  /** What happened and that this is the only chance to copy it. */
  message: string;
  secret: string;
  /** What the secret is called on the copy button and in its messages: "key", "secret". */
  noun: string;
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
  const [isCopied, setIsCopied] = useState(false);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
      toast.success(copiedMessage);
    } catch {
      toast.error(`The ${noun} could not be copied; select it and copy it by hand`);
    }
  };

  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-medium text-sm">{message}</p>
      <code className="wrap-anywhere rounded bg-muted px-2 py-1 font-mono text-sm">{secret}</code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void onCopy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? "Copied" : `Copy ${noun}`}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
