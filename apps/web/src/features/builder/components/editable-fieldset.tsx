import { createContext, type ReactNode, useContext } from "react";

const CanEditContext = createContext(true);

/** Whether the reader may edit the form: decided once, from their role in its workspace. */
export const CanEditProvider = CanEditContext.Provider;

export function useCanEdit(): boolean {
  return useContext(CanEditContext);
}

// Disabled fields are dimmed; read-only, their texts are what the reader came to read.
const LEGIBLE_FIELDS = "[&_:is(input,textarea,[data-slot=select-trigger]):disabled]:opacity-100!";

/**
 * The builder's editing controls: one disabled fieldset makes every input, select, switch and
 * button inside read-only for a reader who may not edit, whatever the control.
 */
export function EditableFieldset({ children }: { children: ReactNode }) {
  const canEdit = useCanEdit();
  return (
    <fieldset disabled={!canEdit} className={`contents ${LEGIBLE_FIELDS}`}>
      {children}
    </fieldset>
  );
}
