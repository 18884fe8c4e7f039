import { createContext, useContext } from "react";
import type { PipingSource } from "../utils/piping-choices";

const PipingSourceContext = createContext<PipingSource>({ items: [], hiddenFields: [] });

/** The form's items and hidden fields, which a text may pipe. */
export const PipingSourceProvider = PipingSourceContext.Provider;

export function usePipingSource(): PipingSource {
  return useContext(PipingSourceContext);
}
