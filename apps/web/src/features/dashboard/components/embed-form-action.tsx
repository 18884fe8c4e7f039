import { Code } from "lucide-react";
import { useState } from "react";
import { IconAction } from "@/components/icon-action";
import { EmbedFormDialogContent } from "@/components/share/embed-form-dialog";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import { useAppText } from "@/lib/i18n/use-app-text";

/** The card's Embed action: the snippets that show the form on another site. */
export function EmbedFormAction({ formId, formTitle }: { formId: string; formTitle: string }) {
  const [isOpen, setOpen] = useState(false);
  const t = useAppText();
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <IconAction label={t("dashboard.embed.label")}>
          <Code aria-hidden="true" />
        </IconAction>
      </DialogTrigger>
      {isOpen && <EmbedFormDialogContent formId={formId} formTitle={formTitle} />}
    </Dialog>
  );
}
