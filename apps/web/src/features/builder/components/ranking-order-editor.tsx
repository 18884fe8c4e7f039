import type { QuestionDraft } from "@formloom/shared";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type RankingOrderEditorProps = {
  question: QuestionDraft;
  error?: string;
  onChange: (order: string[] | null) => void;
};

type Direction = "up" | "down";

function move(order: readonly string[], index: number, direction: Direction): string[] {
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
  const id = useId();
  const order = question.correctAnswer;
  const hasOrder = order.length > 0;
  const listRef = useRef<HTMLOListElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ option: string; direction: Direction }>();

  // Buttons re-render in a new place after a move; focus follows the moved option, or its
  // other button once it reaches an end.
  useEffect(() => {
    if (!focusRequest) return;
    const item = listRef.current?.querySelector(
      `[data-order-option="${CSS.escape(focusRequest.option)}"]`,
    );
    const buttons = item?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    const [up, down] = buttons;
    const preferred = focusRequest.direction === "up" ? up : down;
    (preferred?.disabled ? (focusRequest.direction === "up" ? down : up) : preferred)?.focus();
    setFocusRequest(undefined);
  }, [focusRequest]);

  const onMove = (index: number, direction: Direction) => {
    const option = order[index];
    if (option === undefined) return;
    onChange(move(order, index, direction));
    setFocusRequest({ option, direction });
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
          Set correct order
        </Label>
      </div>
      <p id={`${id}-hint`} className="-mt-1 text-muted-foreground text-xs">
        Optional, for quizzes: the order a respondent must give to score.
      </p>
      {hasOrder && (
        <ol ref={listRef} aria-label="Correct order" className="grid grid-cols-1 gap-1.5">
          {order.map((option, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being edited
              key={`${index}:${option}`}
              data-order-option={option}
              className="flex items-center gap-2 rounded-md border bg-background py-1 pr-1 pl-3 text-sm"
            >
              <span className="w-5 shrink-0 text-muted-foreground tabular-nums">{index + 1}.</span>
              <span className="min-w-0 flex-1 wrap-anywhere">
                {option || `Option ${index + 1}`}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Move ${option} up`}
                disabled={index === 0}
                onClick={() => onMove(index, "up")}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={`Move ${option} down`}
                disabled={index === order.length - 1}
                onClick={() => onMove(index, "down")}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
            </li>
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
