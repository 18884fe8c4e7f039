import type { QuestionType } from "@formloom/shared";
import {
  AtSign,
  CalendarDays,
  ChevronDown,
  CircleDot,
  FileCheck,
  FileUp,
  Grid3x3,
  Hash,
  Images,
  ListOrdered,
  type LucideIcon,
  MapPin,
  Phone,
  SeparatorHorizontal,
  Signature,
  SlidersHorizontal,
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
  dropdown: ChevronDown,
  email: AtSign,
  number: Hash,
  date: CalendarDays,
  linearScale: SlidersHorizontal,
  matrix: Grid3x3,
  ranking: ListOrdered,
  phone: Phone,
  consent: FileCheck,
  address: MapPin,
  imageChoice: Images,
  signature: Signature,
  section: SeparatorHorizontal,
};

export function QuestionTypeIcon({ type, className }: { type: QuestionType; className?: string }) {
  const Icon = ICONS[type];
  return <Icon aria-hidden="true" className={className} />;
}
