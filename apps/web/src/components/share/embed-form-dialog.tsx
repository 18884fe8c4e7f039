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
import { RadioCard, RadioCardFieldset } from "@/components/ui/radio-card-fieldset";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { buildEmbedSnippets, EMBED_MODES, type EmbedMode } from "@/lib/embed-snippets";
import { textWithElements } from "@/lib/i18n/text-with-elements";
import { useAppText } from "@/lib/i18n/use-app-text";
import { copyText, usePublicBaseUrl } from "@/lib/share-link";

type SnippetProps = {
  label: string;
  hint: string;
  code: string;
  copyLabel: string;
  copiedMessage: string;
};

function Snippet({ label, hint, code, copyLabel, copiedMessage }: SnippetProps) {
  const t = useAppText();
  const fieldId = useId();
  const hintId = useId();
  const [isCopied, setCopied] = useState(false);
  const copy = () =>
    copyText(code).then(
      () => {
        setCopied(true);
        toast.success(copiedMessage);
      },
      () => toast.error(t("share.embed.copyFailed")),
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
  const t = useAppText();
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
          {t("share.embed.transparent")}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t("share.embed.transparentHint")}
        </p>
      </div>
    </div>
  );
}

const MODE_TEXTS = {
  inline: { label: "share.embed.modeInline", hint: "share.embed.modeInlineHint" },
  popup: { label: "share.embed.modePopup", hint: "share.embed.modePopupHint" },
  slider: { label: "share.embed.modeSlider", hint: "share.embed.modeSliderHint" },
  fullpage: { label: "share.embed.modeFullpage", hint: "share.embed.modeFullpageHint" },
} as const;

/** Where the form shows on the owner's site: in the page, over it, or as the whole page. */
function ModeChoice({ mode, onChange }: { mode: EmbedMode; onChange: (mode: EmbedMode) => void }) {
  const t = useAppText();
  const name = useId();
  return (
    <RadioCardFieldset legend={t("share.embed.mode")}>
      {EMBED_MODES.map((value) => (
        <RadioCard
          key={value}
          name={name}
          value={value}
          checked={mode === value}
          onChange={() => onChange(value)}
        >
          <span className="grid gap-0.5">
            <span className="font-medium">{t(MODE_TEXTS[value].label)}</span>
            <span className="text-muted-foreground text-xs">{t(MODE_TEXTS[value].hint)}</span>
          </span>
        </RadioCard>
      ))}
    </RadioCardFieldset>
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
  const t = useAppText();
  const [isTransparent, setTransparent] = useState(false);
  const [mode, setMode] = useState<EmbedMode>("inline");
  const snippets = buildEmbedSnippets({
    formId,
    formTitle,
    baseUrl: usePublicBaseUrl(),
    isTransparent,
    mode,
    buttonText: t("share.embed.buttonText"),
  });
  const scriptHint =
    mode === "inline"
      ? t("share.embed.scriptHint")
      : mode === "fullpage"
        ? t("share.embed.fullpageHint")
        : t("share.embed.overlayHint", { formId });
  return (
    <DialogContent className="max-w-xl">
      <DialogHeader>
        <DialogTitle>{t("share.embed.title")}</DialogTitle>
        <DialogDescription>
          {textWithElements(t, "share.embed.description", {
            formTitle: <span className="font-medium wrap-anywhere">{formTitle}</span>,
          })}
        </DialogDescription>
      </DialogHeader>
      <ModeChoice mode={mode} onChange={setMode} />
      {mode === "inline" && (
        <TransparentOption isChecked={isTransparent} onChange={setTransparent} />
      )}
      <Snippet
        label={t("share.embed.script")}
        hint={scriptHint}
        code={snippets.script}
        copyLabel={t("share.embed.copyScript")}
        copiedMessage={t("share.embed.scriptCopied")}
      />
      {mode === "inline" && (
        <Snippet
          label={t("share.embed.iframe")}
          hint={t("share.embed.iframeHint")}
          code={snippets.iframe}
          copyLabel={t("share.embed.copyIframe")}
          copiedMessage={t("share.embed.iframeCopied")}
        />
      )}
    </DialogContent>
  );
}
