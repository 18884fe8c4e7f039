import {
  type QuestionDraft,
  readHiddenFieldReference,
  readVariableReference,
  toOwnerText,
} from "@formloom/shared";
import { useEffect, useRef } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useAppText } from "@/lib/i18n/use-app-text";
import { referenceOf } from "../utils/logic-drafts";
import { usePipingSource } from "./piping-source-context";

type ConditionQuestionSelectProps = {
  number: number;
  target: QuestionDraft | undefined;
  targets: readonly QuestionDraft[];
  shouldFocus: boolean;
  onFocused: () => void;
  onChange: (questionId: string) => void;
};

export function ConditionQuestionSelect({
  number,
  target,
  targets,
  shouldFocus,
  onFocused,
  onChange,
}: ConditionQuestionSelectProps) {
  const t = useAppText();
  const { items } = usePipingSource();
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
        aria-label={t("builder.condition.questionLabel", { number })}
        className="bg-card"
      >
        <SelectValue placeholder={t("builder.condition.chooseQuestion")} />
      </SelectTrigger>
      <SelectContent>
        {targets.map((question) => (
          <SelectItem key={question.key} value={referenceOf(question)}>
            {readHiddenFieldReference(question.key) !== null
              ? t("builder.condition.hiddenField", { name: question.questionText })
              : readVariableReference(question.key) !== null
                ? t("builder.condition.variable", { name: question.questionText })
                : toOwnerText(question.questionText, items).trim() ||
                  t("builder.condition.untitledQuestion")}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
