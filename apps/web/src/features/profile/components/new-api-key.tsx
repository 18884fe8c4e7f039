import type { CreatedApiKey } from "@formloom/shared";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** The whole key, right after its creation: the only time it can be seen. */
export function NewApiKey({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setIsCopied(true);
      toast.success("API key copied to clipboard");
    } catch {
      toast.error("The key could not be copied; select it and copy it by hand");
    }
  };

  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="font-medium text-sm">
        Key “{apiKey.name}” created. Copy it now: it is shown only once.
      </p>
      <code className="wrap-anywhere rounded bg-muted px-2 py-1 font-mono text-sm">
        {apiKey.key}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void onCopy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? "Copied" : "Copy key"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
