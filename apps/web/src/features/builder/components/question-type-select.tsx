import { QUESTION_TYPES, type QuestionType } from "@formloom/shared";
import { Gauge, Smile } from "lucide-react";
import { useState } from "react";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { questionTypeLabel } from "@/lib/i18n/question-type-label";
import { useAppText } from "@/lib/i18n/use-app-text";
import { QuestionTypeIcon } from "./question-type-icon";

type QuestionTypeSelectProps = {
  id: string;
  value: QuestionType;
  onChange: (type: QuestionType) => void;
  onApplyNpsPreset: () => void;
  onApplyCsatPreset: () => void;
};

const getStickyHeaderBottom = () =>
  document.querySelector("[data-sticky-header]")?.getBoundingClientRect().bottom ?? 0;

// Picked like a type, the preset turns the question into a ready-made 0–10 linear scale.
const NPS_PRESET = "preset:nps";
const CSAT_PRESET = "preset:csat";

export function QuestionTypeSelect({
  id,
  value,
  onChange,
  onApplyNpsPreset,
  onApplyCsatPreset,
}: QuestionTypeSelectProps) {
  const t = useAppText();
  const [headerBottom, setHeaderBottom] = useState(0);
  const onValueChange = (next: string) => {
    if (next === NPS_PRESET) onApplyNpsPreset();
    else if (next === CSAT_PRESET) onApplyCsatPreset();
    else onChange(next as QuestionType);
  };
  // The list is long: it must not open over the sticky header (and its Save button), so it
  // opens below the trigger and scrolls when the space above is under the header.
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) setHeaderBottom(getStickyHeaderBottom());
  };
  return (
    <Select value={value} onValueChange={onValueChange} onOpenChange={onOpenChange}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent collisionPadding={{ top: headerBottom + 8, bottom: 8 }}>
        {QUESTION_TYPES.map(({ type }) => (
          <SelectItem key={type} value={type}>
            <span className="flex items-center gap-2">
              <QuestionTypeIcon type={type} className="size-4 text-muted-foreground" />
              {questionTypeLabel(t, type)}
            </span>
          </SelectItem>
        ))}
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>{t("builder.question.presets")}</SelectLabel>
          <SelectItem value={NPS_PRESET}>
            <span className="flex items-center gap-2">
              <Gauge aria-hidden="true" className="size-4 text-muted-foreground" />
              {t("builder.question.npsPreset")}
            </span>
          </SelectItem>
          <SelectItem value={CSAT_PRESET}>
            <span className="flex items-center gap-2">
              <Smile aria-hidden="true" className="size-4 text-muted-foreground" />
              {t("builder.question.csatPreset")}
            </span>
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  );
}
