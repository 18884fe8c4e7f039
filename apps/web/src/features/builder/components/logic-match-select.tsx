import { useId } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

type LogicMatchSelectProps = {
  noun: "section" | "question";
  match: "all" | "any";
  onChange: (match: "all" | "any") => void;
};

/** "Show this question when all/any of these hold:" */
export function LogicMatchSelect({ noun, match, onChange }: LogicMatchSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={`${id}-when`}>Show this {noun} when</span>
      <Select value={match} onValueChange={(next) => onChange(next as "all" | "any")}>
        <SelectTrigger
          aria-label="Match"
          aria-describedby={`${id}-when ${id}-hold`}
          className="h-8 w-auto bg-card"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">all</SelectItem>
          <SelectItem value="any">any</SelectItem>
        </SelectContent>
      </Select>
      <span id={`${id}-hold`}>of these hold:</span>
    </div>
  );
}
