import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useRespondText } from "../i18n/use-respond-text";

export type MoveTarget = "moveUp" | "moveDown";

type RankingItemProps = {
  /** The option's value: its default-language text. */
  option: string;
  /** What the respondent reads for it. */
  label: string;
  position: number;
  count: number;
  onMove: (option: string, target: MoveTarget) => void;
};

/** One option of a ranking: its drag handle, its place, and buttons to move it by one. */
export function RankingItem({ option, label, position, count, onMove }: RankingItemProps) {
  const sortable = useSortable({ id: option });
  const t = useRespondText();
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-option={option}
      className={cn(
        "relative flex min-h-12 items-center gap-1.5 rounded-lg border bg-background p-1 text-sm",
        sortable.isDragging && "z-10 shadow-lift ring-2 ring-primary/30",
      )}
    >
      {/* dnd-kit's attributes (role, aria-describedby) belong on a real button, not the <li>. */}
      <button
        type="button"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t("ranking.drag", { option: label })}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted font-medium text-muted-foreground text-xs tabular-nums"
      >
        {position}
      </span>
      <span dir="auto" className="min-w-0 flex-1 wrap-anywhere px-1">
        {label}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t("ranking.moveUp", { option: label })}
        disabled={position === 1}
        data-focus-target="moveUp"
        className="text-muted-foreground hover:text-foreground"
        onClick={() => onMove(option, "moveUp")}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t("ranking.moveDown", { option: label })}
        disabled={position === count}
        data-focus-target="moveDown"
        className="text-muted-foreground hover:text-foreground"
        onClick={() => onMove(option, "moveDown")}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </li>
  );
}
