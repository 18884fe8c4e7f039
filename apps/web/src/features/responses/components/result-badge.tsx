import type { ResponseResult } from "@formloom/shared";
import { Badge } from "@/components/ui/badge";

const TONES: Record<ResponseResult, string> = {
  Excellent: "bg-success/12 text-success",
  "Needs Improvement": "bg-amber-100 text-amber-900",
  Failed: "bg-destructive/10 text-destructive",
};

/** The responses page's three-level result (SPEC §4). */
export function ResultBadge({ result }: { result: ResponseResult }) {
  return (
    <Badge variant="outline" className={`border-transparent ${TONES[result]}`}>
      {result}
    </Badge>
  );
}
