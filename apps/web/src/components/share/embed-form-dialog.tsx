import { Check, Copy } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { buildEmbedSnippets } from "@/lib/embed-snippets";
import { copyText, usePublicBaseUrl } from "@/lib/share-link";

type SnippetProps = { label: string; hint: string; code: string; copyLabel: string };

function Snippet({ label, hint, code, copyLabel }: SnippetProps) {
  const fieldId = useId();
  const hintId = useId();
  const [isCopied, setCopied] = useState(false);
  const copy = () =>
    copyText(code).then(
      () => {
        setCopied(true);
        toast.success(`${label} copied to clipboard`);
      },
      () => toast.error("The code could not be copied. Select it and copy it yourself."),
    );
  return (
    <div className="grid gap-2">
      <div className="flex items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <label htmlFor={fieldId} className="font-medium text-sm">
            {label}
          </label>
          <p id={hintId} className="text-muted-foreground text-xs">
            {hint}
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copyLabel}
        </Button>
      </div>
      <Textarea
        id={fieldId}
        aria-describedby={hintId}
        readOnly
        value={code}
        rows={code.includes("\n") ? 5 : 3}
        className="resize-none break-all font-mono text-xs md:text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

function TransparentOption({
  isChecked,
  onChange,
}: {
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={isChecked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium text-sm">
          Transparent background
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          Your page's background shows around the form's cards.
        </p>
      </div>
    </div>
  );
}

/** The Embed dialog: the HTML that shows a form on another site, sized to its content. */
export function EmbedFormDialogContent({
  formId,
  formTitle,
}: {
  formId: string;
  formTitle: string;
}) {
  const [isTransparent, setTransparent] = useState(false);
  const snippets = buildEmbedSnippets({
    formId,
    formTitle,
    baseUrl: usePublicBaseUrl(),
    isTransparent,
  });
  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>Embed</DialogTitle>
        <DialogDescription>
          Show <span className="font-medium wrap-anywhere">{formTitle}</span> on your own site. Any
          site may embed it until you list yours under Settings, Allowed sites.
        </DialogDescription>
      </DialogHeader>
      <TransparentOption isChecked={isTransparent} onChange={setTransparent} />
      <Snippet
        label="Script"
        hint="One line: the form appears where you paste it and grows with its content."
        code={snippets.script}
        copyLabel="Copy script"
      />
      <Snippet
        label="Iframe"
        hint="An iframe you can style yourself; the script beside it sizes it to the form."
        code={snippets.iframe}
        copyLabel="Copy iframe"
      />
    </DialogContent>
  );
}
