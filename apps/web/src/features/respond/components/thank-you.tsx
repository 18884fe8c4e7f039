import { CircleCheck, LayoutDashboard, RotateCcw, Trophy } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { selectIsSignedIn, useAuthStore } from "@/lib/auth-store";

type ThankYouProps = { formId: string; title: string; onAnswerAgain: () => void };

/** Shown after a response is recorded; the heading takes focus so it is announced. */
export function ThankYou({ formId, title, onAnswerAgain }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const isSignedIn = useAuthStore(selectIsSignedIn);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="flex flex-col items-center overflow-hidden rounded-xl border border-t-8 border-t-primary bg-card px-6 py-14 text-center shadow-soft">
      <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck aria-hidden="true" className="size-7" />
      </span>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-5 font-semibold text-3xl tracking-tight outline-none"
      >
        Thank You!
      </h1>
      <p className="mt-2 text-muted-foreground">Your response has been recorded.</p>
      <p className="mt-1 max-w-md wrap-anywhere text-muted-foreground text-sm">{title}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row">
        {/* SPEC's words for everyone; a guest has no dashboard, so theirs leads home. */}
        <Button asChild>
          <a href={isSignedIn ? "/dashboard" : "/"}>
            <LayoutDashboard aria-hidden="true" />
            Return to Dashboard
          </a>
        </Button>
        {isSignedIn && (
          <Button asChild variant="outline">
            <a href={`/quizzes/${formId}/results`}>
              <Trophy aria-hidden="true" />
              See your results
            </a>
          </Button>
        )}
        <Button variant="ghost" onClick={onAnswerAgain}>
          <RotateCcw aria-hidden="true" />
          Submit another response
        </Button>
      </div>
    </section>
  );
}
