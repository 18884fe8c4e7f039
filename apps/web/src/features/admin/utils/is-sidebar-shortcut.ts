import { SIDEBAR_KEYBOARD_SHORTCUT } from "@formloom/shared";

const TYPING_TARGETS = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

/** Ctrl+B and Cmd+B mean bold (or nothing) to someone typing, so a field keeps them. */
function isTypingIn(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING_TARGETS) !== null;
}

/** Ctrl+B, or Cmd+B on a Mac, pressed outside a text field. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
    !isTypingIn(event.target)
  );
}
