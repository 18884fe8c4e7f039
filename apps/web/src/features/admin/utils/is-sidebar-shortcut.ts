import { SIDEBAR_KEYBOARD_SHORTCUT } from "@formloom/shared";

/** Ctrl+B, or Cmd+B on a Mac. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT
  );
}
