import { createContext, useContext } from "react";

/**
 * What the dialogs say themselves (a close button's name, a cancel button), in the language of
 * the screen that opens them. The app gives its catalogue's words; the public page, which must
 * not load the app's catalogue, gives its own labels to the one dialog it opens.
 */
export type DialogTexts = { close: string; cancel: string };

// English until a screen gives its own: what a component test renders without the app around it.
const DialogTextsContext = createContext<DialogTexts>({ close: "Close", cancel: "Cancel" });

export const DialogTextsProvider = DialogTextsContext.Provider;

export const useDialogTexts = () => useContext(DialogTextsContext);
