import { GraduationCap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

type AnswerKeyToggleProps = { isOpen: boolean; onToggle: (isOpen: boolean) => void };

/** Shows or hides a question's correct-answer fields, on a form that is no quiz yet. */
export function AnswerKeyToggle({ isOpen, onToggle }: AnswerKeyToggleProps) {
  const t = useAppText();
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-expanded={isOpen}
      onClick={() => onToggle(!isOpen)}
      className="me-2 text-muted-foreground hover:text-foreground"
    >
      <GraduationCap aria-hidden="true" />
      {t("builder.answerKey.toggle")}
    </Button>
  );
}
