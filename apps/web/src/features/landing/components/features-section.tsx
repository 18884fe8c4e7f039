import {
  ChartColumnBig,
  FileSpreadsheet,
  GripVertical,
  Link2,
  type LucideIcon,
  ShieldCheck,
  Trophy,
} from "lucide-react";

type Feature = { icon: LucideIcon; title: string; text: string };

const FEATURES: Feature[] = [
  {
    icon: GripVertical,
    title: "Drag-and-drop builder",
    text: "Add short answers, paragraphs, multiple choice, checkboxes, ratings and file uploads, then drag them into order.",
  },
  {
    icon: Link2,
    title: "Share by link",
    text: "Publish a form and send its link anywhere. Keep it private until it is ready; respondents need no account.",
  },
  {
    icon: ChartColumnBig,
    title: "Visual analytics",
    text: "Counts and percentages for every option, scores and individual answers, the moment responses arrive.",
  },
  {
    icon: FileSpreadsheet,
    title: "Easy export",
    text: "Download every response as a clean CSV file for your spreadsheet, report or next meeting.",
  },
  {
    icon: Trophy,
    title: "Quizzes with scoring",
    text: "Mark the correct answers and each attempt is scored for you, with averages, highs and lows.",
  },
  {
    icon: ShieldCheck,
    title: "Validation and privacy",
    text: "Required questions, patterns and file checks keep answers clean. Self-hosted, with no trackers.",
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 border-y bg-muted/40 py-20 sm:py-28"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">Features</p>
          <h2
            id="features-title"
            className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            Everything from first question to final report
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            One tool to build, share and understand your forms, without the monthly bill.
          </p>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border bg-card p-6 shadow-soft transition-shadow hover:shadow-lift"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-lg">{title}</h3>
              <p className="mt-2 text-muted-foreground leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
