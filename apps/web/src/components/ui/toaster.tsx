import type { ComponentProps } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useAppliedTheme } from "@/lib/use-theme";

/**
 * Where the app's toasts appear. The header holds what the user presses next (Save Form, Create
 * Form, the account menu) and forms end in a submit button on their right, so toasts keep to the
 * bottom left, beside the centred or right-hand content; below 600px sonner spans them across the
 * bottom. At most three, stacked, the rest waiting their turn. Their colours follow the page's
 * theme, whichever the user chose, not the system's.
 */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const theme = useAppliedTheme();
  return (
    <SonnerToaster
      richColors
      closeButton
      position="bottom-left"
      visibleToasts={3}
      theme={theme}
      {...props}
    />
  );
}
