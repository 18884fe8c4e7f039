import { useMemo } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";

/** How the builder names what a text pipes: "Answer to “…”", "Hidden field …". */
export function usePipingSay() {
  const t = useAppText();
  return useMemo(
    () => ({
      answer: (question: string) => t("builder.piping.answerTo", { question }),
      hidden: (name: string) => t("builder.piping.hiddenField", { name }),
    }),
    [t],
  );
}
