import type { QuestionDraft } from "@formloom/shared";
import { useEffect, useRef } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { referenceOf } from "../utils/logic-drafts";

type ConditionQuestionSelectProps = {
  number: number;
  target: QuestionDraft | undefined;
  targets: readonly QuestionDraft[];
  shouldFocus: boolean;
  onFocused: () => void;
  onChange: (questionId: string) => void;
};

const questionLabel = (question: QuestionDraft) => question.questionText.trim() || "Untitled";

export function ConditionQuestionSelect({
  number,
  target,
  targets,
  shouldFocus,
  onFocused,
  onChange,
}: ConditionQuestionSelectProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!shouldFocus) return;
    triggerRef.current?.focus();
    onFocused();
  }, [shouldFocus, onFocused]);

  return (
    <Select value={target ? referenceOf(target) : undefined} onValueChange={onChange}>
      <SelectTrigger
        ref={triggerRef}
        aria-label={`Condition ${number} question`}
        className="bg-card"
      >
        <SelectValue placeholder="Choose a question" />
      </SelectTrigger>
      <SelectContent>
        {targets.map((question) => (
          <SelectItem key={question.key} value={referenceOf(question)}>
            {questionLabel(question)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
