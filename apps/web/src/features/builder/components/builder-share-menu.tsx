import type { QuestionDraft } from "@formloom/shared";
import { Code, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { EmbedFormDialogContent } from "@/components/share/embed-form-dialog";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { PrefillLinkDialogContent } from "./prefill-link-dialog";

type BuilderShareMenuProps = {
  formId: string;
  title: string;
  questions: readonly QuestionDraft[];
  isDirty: boolean;
};

/** The builder's Share menu (a saved form only): a prefilled link, or the embed snippets. */
export function BuilderShareMenu({ formId, title, questions, isDirty }: BuilderShareMenuProps) {
  const [openDialog, setOpenDialog] = useState<"prefill" | "embed" | null>(null);
  return (
    <>
      <DropdownMenu>
        {/* Icon only: the header's row is full (tabs, Settings, Save Form). */}
        <Tooltip>
          <TooltipTrigger asChild>
            <DropdownMenuTrigger asChild>
              <Button type="button" variant="outline" size="icon" aria-label="Share">
                <Share2 aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
          </TooltipTrigger>
          <TooltipContent>Share</TooltipContent>
        </Tooltip>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpenDialog("prefill")}>
            <Link2 aria-hidden="true" />
            Get prefilled link
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpenDialog("embed")}>
            <Code aria-hidden="true" />
            Embed
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog
        open={openDialog !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenDialog(null);
        }}
      >
        {openDialog === "prefill" && (
          <PrefillLinkDialogContent formId={formId} questions={questions} isDirty={isDirty} />
        )}
        {openDialog === "embed" && <EmbedFormDialogContent formId={formId} formTitle={title} />}
      </Dialog>
    </>
  );
}
