import type { QuestionDraft } from "@formloom/shared";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import { PreviewQuestionLabel } from "./preview-question-label";

/** A ranking: the options as an ordered list, each moved by drag or by its buttons. */
export function PreviewRanking({ question }: { question: QuestionDraft }) {
  const t = useAppText();
  const id = useId();
  const { options } = question;
  return (
    <div className="grid grid-cols-1 gap-3">
      <PreviewQuestionLabel question={question} id={`${id}-label`} />
      <ol aria-labelledby={`${id}-label`} className="grid grid-cols-1 gap-2">
        {options.map((option, index) => {
          const label = option || t("preview.option", { number: index + 1 });
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
              key={index}
              className="flex items-center gap-2 rounded-lg border bg-background py-1 pe-1 ps-2 text-sm"
            >
              <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="w-5 shrink-0 text-muted-foreground tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 wrap-anywhere">{label}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                disabled
                aria-label={t("preview.ranking.moveUp", { option: label })}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                disabled
                aria-label={t("preview.ranking.moveDown", { option: label })}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
