import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import type { ShownQuestion } from "../utils/shown-form";
import { formPipes } from "./form-pipes";
import type { PipingState } from "./piped-texts";
import { usePiping } from "./piping-context";

// Only forms whose texts pipe load the renderer (the public page's weight budget). Until it has
// loaded, what it pipes waits rather than show the raw tokens for a moment.
const PipedProvider = lazy(() =>
  import("./piped-provider").then((module) => ({ default: module.PipedProvider })),
);

type PipingScopeProps = {
  form: Parameters<typeof formPipes>[0] & { questions: readonly ShownQuestion[] };
  answers: Pick<PipingState, "values" | "shownIds">;
  hiddenValues: HiddenValues;
  children: ReactNode;
};

/** Pipes the texts shown inside it from these answers, the link's hidden values, what is shown. */
export function PipingScope({ form, answers, hiddenValues, children }: PipingScopeProps) {
  const { questions } = form;
  const { values, shownIds } = answers;
  const state = useMemo(
    () => ({ questions, values, hiddenValues, shownIds }),
    [questions, values, hiddenValues, shownIds],
  );
  const pipes = useMemo(() => formPipes(form), [form]);
  if (!pipes) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <PipedProvider state={state}>{children}</PipedProvider>
    </Suspense>
  );
}

/** A text with its tokens piped (as text: never markup). */
export function PipedText({ text }: { text: string }) {
  return <>{usePiping().text(text)}</>;
}
