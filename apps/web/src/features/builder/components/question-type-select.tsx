import { QUESTION_TYPES, type QuestionType } from "@formloom/shared";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { QuestionTypeIcon } from "./question-type-icon";

type QuestionTypeSelectProps = {
  id: string;
  value: QuestionType;
  onChange: (type: QuestionType) => void;
};

export function QuestionTypeSelect({ id, value, onChange }: QuestionTypeSelectProps) {
  return (
    <Select value={value} onValueChange={(type) => onChange(type as QuestionType)}>
      <SelectTrigger id={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {QUESTION_TYPES.map(({ type, label }) => (
          <SelectItem key={type} value={type}>
            <span className="flex items-center gap-2">
              <QuestionTypeIcon type={type} className="size-4 text-muted-foreground" />
              {label}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
