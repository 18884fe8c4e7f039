import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { MoveDirection } from "../hooks/use-moved-option-focus";

type RankingOrderItemProps = {
  option: string;
  index: number;
  isLast: boolean;
  onMove: (direction: MoveDirection) => void;
};

export function RankingOrderItem({ option, index, isLast, onMove }: RankingOrderItemProps) {
  const t = useAppText();
  return (
    <li
      data-order-option={option}
      className="flex items-center gap-2 rounded-md border bg-background py-1 pe-1 ps-3 text-sm"
    >
      <span className="w-5 shrink-0 text-muted-foreground tabular-nums">{index + 1}.</span>
      <span className="min-w-0 flex-1 wrap-anywhere">
        {option || t("builder.options.optionNumber", { number: index + 1 })}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t("builder.options.moveUp", { option })}
        disabled={index === 0}
        onClick={() => onMove("up")}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t("builder.options.moveDown", { option })}
        disabled={isLast}
        onClick={() => onMove("down")}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </li>
  );
}
