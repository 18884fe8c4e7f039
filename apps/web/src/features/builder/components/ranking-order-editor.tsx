import type { QuestionDraft } from "@formloom/shared";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAppText } from "@/lib/i18n/use-app-text";
import { type MoveDirection, useMovedOptionFocus } from "../hooks/use-moved-option-focus";
import { RankingOrderItem } from "./ranking-order-item";

type RankingOrderEditorProps = {
  question: QuestionDraft;
  error?: string;
  onChange: (order: string[] | null) => void;
};

function move(order: readonly string[], index: number, direction: MoveDirection): string[] {
  const target = direction === "up" ? index - 1 : index + 1;
  const next = [...order];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * A ranking's optional correct order: switched on, it starts as the options' order and each
 * option moves up or down with its buttons.
 */
export function RankingOrderEditor({ question, error, onChange }: RankingOrderEditorProps) {
  const t = useAppText();
  const id = useId();
  const order = question.correctAnswer;
  const hasOrder = order.length > 0;
  const { listRef, followMove } = useMovedOptionFocus();

  const onMove = (index: number, direction: MoveDirection) => {
    const option = order[index];
    if (option === undefined) return;
    onChange(move(order, index, direction));
    followMove(option, direction);
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex items-center gap-2.5">
        <Switch
          id={`${id}-switch`}
          checked={hasOrder}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(checked) => onChange(checked ? [...question.options] : null)}
        />
        <Label htmlFor={`${id}-switch`} className="cursor-pointer">
          {t("builder.options.setCorrectOrder")}
        </Label>
      </div>
      <p id={`${id}-hint`} className="-mt-1 text-muted-foreground text-xs">
        {t("builder.options.correctOrderHint")}
      </p>
      {hasOrder && (
        <ol
          ref={listRef}
          aria-label={t("builder.options.correctOrder")}
          className="grid grid-cols-1 gap-1.5"
        >
          {order.map((option, index) => (
            <RankingOrderItem
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
              key={`${index}:${option}`}
              option={option}
              index={index}
              isLast={index === order.length - 1}
              onMove={(direction) => onMove(index, direction)}
            />
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
