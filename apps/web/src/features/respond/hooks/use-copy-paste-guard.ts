import { type DragEvent, type SyntheticEvent, useMemo } from "react";
import { lazyToast } from "@/lib/lazy-toast";
import { useRespondText } from "../i18n/use-respond-text";

const TOAST_ID = "copy-paste-blocked";

/**
 * Handlers that block copying, cutting, pasting and dropping text on the page, with one
 * warning toast however often it is tried (SPEC §2). Typing is untouched, and files can
 * still be dropped on a file question.
 */
export function useCopyPasteGuard() {
  const t = useRespondText();
  return useMemo(() => {
    const block = (event: SyntheticEvent) => {
      event.preventDefault();
      lazyToast.warning(t("copyPaste.blocked"), { id: TOAST_ID });
    };
    const blockTextDrop = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes("Files")) block(event);
    };
    return { onCopy: block, onCut: block, onPaste: block, onDrop: blockTextDrop };
  }, [t]);
}
