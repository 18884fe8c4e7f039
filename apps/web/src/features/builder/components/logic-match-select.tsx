import { useId } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";

const SHOW_WHEN = {
  section: "builder.logic.showSectionWhen",
  question: "builder.logic.showQuestionWhen",
  ending: "builder.logic.showEndingWhen",
} as const;

type LogicMatchSelectProps = {
  noun: "section" | "question" | "ending";
  match: "all" | "any";
  onChange: (match: "all" | "any") => void;
};

/** "Show this question when all/any of these hold:" */
export function LogicMatchSelect({ noun, match, onChange }: LogicMatchSelectProps) {
  const t = useAppText();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={`${id}-when`}>{t(SHOW_WHEN[noun])}</span>
      <Select value={match} onValueChange={(next) => onChange(next as "all" | "any")}>
        <SelectTrigger
          aria-label={t("builder.logic.match")}
          aria-describedby={`${id}-when ${id}-hold`}
          className="h-8 w-auto bg-card"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t("builder.logic.matchAll")}</SelectItem>
          <SelectItem value="any">{t("builder.logic.matchAny")}</SelectItem>
        </SelectContent>
      </Select>
      <span id={`${id}-hold`}>{t("builder.logic.matchHold")}</span>
    </div>
  );
}
