import {
  BookOpenCheck,
  Briefcase,
  Bug,
  CalendarCheck,
  Gauge,
  GraduationCap,
  LayoutTemplate,
  type LucideIcon,
  Mail,
  ShoppingCart,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  contact: Mail,
  "customer-feedback": Gauge,
  "event-registration": CalendarCheck,
  "job-application": Briefcase,
  "graded-quiz": GraduationCap,
  "course-evaluation": BookOpenCheck,
  "bug-report": Bug,
  "order-request": ShoppingCart,
};

/** A template's picture in the gallery; a template added later shows the generic one. */
export function TemplateIcon({
  templateId,
  className,
}: {
  templateId: string;
  className?: string;
}) {
  const Icon = ICONS[templateId] ?? LayoutTemplate;
  return <Icon aria-hidden="true" className={className} />;
}
