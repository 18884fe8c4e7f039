import { Code } from "lucide-react";
import { useState } from "react";
import { IconAction } from "@/components/icon-action";
import { EmbedFormDialogContent } from "@/components/share/embed-form-dialog";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";

/** The card's Embed action: the snippets that show the form on another site. */
export function EmbedFormAction({ formId, formTitle }: { formId: string; formTitle: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <IconAction label="Embed">
          <Code aria-hidden="true" />
        </IconAction>
      </DialogTrigger>
      {isOpen && <EmbedFormDialogContent formId={formId} formTitle={formTitle} />}
    </Dialog>
  );
}
