import { Eraser } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useRespondText } from "../i18n/use-respond-text";

// The dialog's code loads when it is asked for: the public page stays light (DESIGN §1).
const ClearFormDialog = lazy(() =>
  import("./clear-form-dialog").then((module) => ({ default: module.ClearFormDialog })),
);

/** "Clear form": empties every answer, and what this browser kept of them, once confirmed. */
export function ClearFormButton({ onConfirm }: { onConfirm: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setOpened] = useState(false);
  const t = useRespondText();
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        className="text-muted-foreground"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Eraser aria-hidden="true" />
        {t("clearForm.button")}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <ClearFormDialog
            isOpen={isOpen}
            onOpenChange={setOpen}
            onConfirm={() => {
              setOpen(false);
              onConfirm();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
