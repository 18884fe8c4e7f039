import type { QuestionType } from "@formloom/shared";
import {
  CircleDot,
  FileUp,
  type LucideIcon,
  SquareCheck,
  Star,
  TextAlignStart,
  Type,
} from "lucide-react";

const ICONS: Record<QuestionType, LucideIcon> = {
  text: Type,
  paragraph: TextAlignStart,
  multipleChoice: CircleDot,
  checkbox: SquareCheck,
  file: FileUp,
  rating: Star,
};

export function QuestionTypeIcon({ type, className }: { type: QuestionType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden="true" className={className} />;
}
