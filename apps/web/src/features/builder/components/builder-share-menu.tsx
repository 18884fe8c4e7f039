import type { QuestionDraft } from "@formloom/shared";
import { Code, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { EmbedFormDialogContent } from "@/components/share/embed-form-dialog";
import { SharePanel } from "@/components/share/share-panel";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useForm } from "../api/get-form";
import { PrefillLinkDialogContent } from "./prefill-link-dialog";
import { SpamProtectionSuggestion } from "./spam-protection-suggestion";

type BuilderShareMenuProps = {
  formId: string;
  title: string;
  questions: readonly QuestionDraft[];
  hiddenFields: readonly string[];
  isDirty: boolean;
  /** Whether the reader may make the form public or private. */
  canPublish: boolean;
  /** Whether the form, as edited, has any spam protection on. */
  isProtected: boolean;
  onOpenSettings: () => void;
};

type OpenDialog = "prefill" | "embed" | null;

/**
 * The builder's Share menu (a saved form only): public or private, the link and its QR code, as
 * on the dashboard card; then a prefilled link or the embed snippets, each in a dialog.
 */
export function BuilderShareMenu({
  formId,
  title,
  questions,
  hiddenFields,
  isDirty,
  canPublish,
  isProtected,
  onOpenSettings,
}: BuilderShareMenuProps) {
  const t = useAppText();
  const [isOpen, setOpen] = useState(false);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const isPublic = useForm(formId).data?.isPublic ?? false;
  const openInDialog = (dialog: OpenDialog) => {
    setOpen(false);
    setOpenDialog(dialog);
  };
  return (
    <>
      <Popover open={isOpen} onOpenChange={setOpen}>
        {/* Icon only: the header's row is full (tabs, Settings, Save Form). */}
        <Tooltip>
          <TooltipTrigger asChild>
            <PopoverTrigger asChild>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t("builder.shareMenu.share")}
              >
                <Share2 aria-hidden="true" />
              </Button>
            </PopoverTrigger>
          </TooltipTrigger>
          <TooltipContent>{t("builder.shareMenu.share")}</TooltipContent>
        </Tooltip>
        <PopoverContent
          align="end"
          aria-label={t("builder.shareMenu.share")}
          className="grid gap-3"
        >
          <SharePanel
            formId={formId}
            formTitle={title}
            isPublic={isPublic}
            canChangeVisibility={canPublish}
          />
          {isPublic && !isProtected && (
            <SpamProtectionSuggestion
              onOpenSettings={() => {
                setOpen(false);
                onOpenSettings();
              }}
            />
          )}
          <div className="grid gap-1 border-t pt-3">
            <Button
              variant="ghost"
              className="justify-start"
              onClick={() => openInDialog("prefill")}
            >
              <Link2 aria-hidden="true" />
              {t("builder.shareMenu.prefilledLink")}
            </Button>
            <Button variant="ghost" className="justify-start" onClick={() => openInDialog("embed")}>
              <Code aria-hidden="true" />
              {t("builder.shareMenu.embed")}
            </Button>
          </div>
        </PopoverContent>
      </Popover>
      <Dialog open={openDialog !== null} onOpenChange={(open) => !open && setOpenDialog(null)}>
        {openDialog === "prefill" && (
          <PrefillLinkDialogContent
            formId={formId}
            questions={questions}
            hiddenFields={hiddenFields}
            isDirty={isDirty}
          />
        )}
        {openDialog === "embed" && <EmbedFormDialogContent formId={formId} formTitle={title} />}
      </Dialog>
    </>
  );
}
