import { createContext, useContext } from "react";

const HiddenFieldsContext = createContext<readonly string[]>([]);

/** The form's hidden field names, which any item's logic may read. */
export const HiddenFieldsProvider = HiddenFieldsContext.Provider;

export function useHiddenFields(): readonly string[] {
  return useContext(HiddenFieldsContext);
}
