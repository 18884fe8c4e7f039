import type { QuestionDraft } from "@formloom/shared";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { BuilderAction } from "../utils/builder-state";
import type { DraftErrors } from "../utils/validate-draft";
import { AnswerKeyToggle } from "./answer-key-toggle";
import { LogicEditor } from "./logic-editor";

type QuestionCardFooterProps = {
  id: string;
  items: readonly QuestionDraft[];
  index: number;
  errors: DraftErrors;
  dispatch: (action: BuilderAction) => boolean;
  /** Whether the answer key can be opened here: a scorable question in a form no quiz yet. */
  canToggleAnswerKey: boolean;
  showsAnswerKey: boolean;
  onToggleAnswerKey: (isOpen: boolean) => void;
  isRequired: boolean;
  onRequiredChange: (required: boolean) => void;
};

/** The open card's last row: its logic, the answer key toggle, and whether it is required. */
export function QuestionCardFooter({
  id,
  items,
  index,
  errors,
  dispatch,
  canToggleAnswerKey,
  showsAnswerKey,
  onToggleAnswerKey,
  isRequired,
  onRequiredChange,
}: QuestionCardFooterProps) {
  const t = useAppText();
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-t px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <LogicEditor items={items} index={index} errors={errors} dispatch={dispatch} />
      </div>
      <div className="flex h-8 items-center gap-2.5">
        {canToggleAnswerKey && (
          <AnswerKeyToggle isOpen={showsAnswerKey} onToggle={onToggleAnswerKey} />
        )}
        <Label htmlFor={`${id}-required`} className="cursor-pointer">
          {t("builder.question.required")}
        </Label>
        <Switch id={`${id}-required`} checked={isRequired} onCheckedChange={onRequiredChange} />
      </div>
    </div>
  );
}
