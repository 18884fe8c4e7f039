import type { ReactNode } from "react";

type QuizMessageProps = { icon: ReactNode; title: string; text: string; children?: ReactNode };

/** 'Quiz Not Found' and 'No Attempts Yet' (SPEC §2). */
export function QuizMessage({ icon, title, text, children }: QuizMessageProps) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
