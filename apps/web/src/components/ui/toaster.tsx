import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";

/**
 * Where the app's toasts appear. The header holds what the user presses next (Save Form, Create
 * Form, the account menu) and forms end in a submit button on their right, so toasts keep to the
 * bottom left, beside the centred or right-hand content; below 600px sonner spans them across the
 * bottom. At most three, stacked, the rest waiting their turn.
 */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  return (
    <SonnerToaster richColors closeButton position="bottom-left" visibleToasts={3} {...props} />
  );
}
