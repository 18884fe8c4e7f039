import { createContext, useContext } from "react";

// What the respondent's page pipes with: the texts of the questions in view, filled from the
// answers so far. Without a scope (a form that does not pipe) texts show as written.

export type Piping = {
  question: <T extends { questionText: string }>(question: T) => T;
  text: (text: string) => string;
};

const AS_WRITTEN: Piping = { question: (question) => question, text: (text) => text };

export const PipingContext = createContext<Piping>(AS_WRITTEN);

export function usePiping(): Piping {
  return useContext(PipingContext);
}
