import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

// The public page loads the toast library with its first toast, not with the page: most
// respondents never see one. The app's pages import sonner directly.

type Toast = typeof sonnerToast;
type Kind = "success" | "error" | "warning" | "info";

let loading: Promise<Toast> | undefined;
const listeners = new Set<() => void>();

function loadToast(): Promise<Toast> {
  if (!loading) {
    loading = import("sonner").then((module) => module.toast);
    for (const listener of listeners) listener();
  }
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was asked for: the toaster is rendered from then on. */
export function useToastWanted(): boolean {
  return useSyncExternalStore(subscribe, () => loading !== undefined);
}

// The four kinds take the same arguments: a message, and options such as an id or an action.
type Show = (message: Parameters<Toast[Kind]>[0], options?: Parameters<Toast[Kind]>[1]) => void;

function show(kind: Kind): Show {
  return (message, options) => {
    void loadToast().then((toast) => toast[kind](message, options));
  };
}

/** sonner's `toast`, loaded on first use; a toast created before its toaster shows once it mounts. */
export const lazyToast = {
  success: show("success"),
  error: show("error"),
  warning: show("warning"),
  info: show("info"),
};
