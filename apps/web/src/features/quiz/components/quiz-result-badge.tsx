import type { QuizResult } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";

const TONES: Record<QuizResult, string> = {
  Excellent: "bg-success/12 text-success",
  Good: "bg-primary-soft text-accent-foreground",
  Satisfactory: "bg-secondary text-secondary-foreground",
  "Needs Improvement": "bg-amber-100 text-amber-900",
  Failed: "bg-destructive/10 text-destructive",
};

/** The quiz results page's five-level result (SPEC §4). */
export function QuizResultBadge({ result }: { result: QuizResult }) {
  return (
    <Badge variant="outline" className={`border-transparent ${TONES[result]}`}>
      {result}
    </Badge>
  );
}
