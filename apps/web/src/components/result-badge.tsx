import type { QuizResult } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";
import { type AppTextId, useAppText } from "@/lib/i18n/use-app-text";

// The responses page's three levels are a subset of the quiz results page's five (SPEC §4).
const TONES: Record<QuizResult, string> = {
  Excellent: "bg-success/12 text-success",
  Good: "bg-primary-soft text-accent-foreground",
  Satisfactory: "bg-secondary text-secondary-foreground",
  "Needs Improvement": "bg-warning-soft text-warning-soft-foreground",
  Failed: "bg-destructive/10 text-destructive",
};

const NAMES: Record<QuizResult, AppTextId> = {
  Excellent: "scores.result.excellent",
  Good: "scores.result.good",
  Satisfactory: "scores.result.satisfactory",
  "Needs Improvement": "scores.result.needsImprovement",
  Failed: "scores.result.failed",
};

/** A scored attempt's result, coloured by how well it went. */
export function ResultBadge({ result }: { result: QuizResult }) {
  const t = useAppText();
  return (
    <Badge variant="outline" className={`border-transparent ${TONES[result]}`}>
      {t(NAMES[result])}
    </Badge>
  );
}
