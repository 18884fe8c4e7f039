import { type ReactNode, useMemo } from "react";
import type { ShownQuestion } from "../utils/shown-form";
import { type PipingState, pipeQuestion, pipeText } from "./piped-texts";
import { type Piping, PipingContext } from "./piping-context";

/** The lazy half of PipingScope: the renderer, bound to the answers so far. */
export function PipedProvider({ state, children }: { state: PipingState; children: ReactNode }) {
  const piping = useMemo<Piping>(
    () => ({
      question: (question) => pipeQuestion(question as unknown as ShownQuestion, state) as never,
      text: (text) => pipeText(text, state),
    }),
    [state],
  );
  return <PipingContext.Provider value={piping}>{children}</PipingContext.Provider>;
}
