import type { ComponentProps, CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useAppliedTheme } from "@/lib/use-theme";

/**
 * The header's actions (theme, Create Form, account menu) and its padding, measured from the
 * right edge of the header's content, which is centred at most 80rem wide.
 */
const RIGHT_OF_ACTIONS = "calc(max(0px, (100vw - 80rem) / 2) + 248px)";

/**
 * Where the app's toasts appear: in the header band, just left of its actions, the one place
 * every page leaves free of controls at desktop widths (logo, workspace and navigation on the
 * left, actions on the right), and away from what the user just pressed: an Add Question button,
 * a card's icons, the quiz feedback. Below 600px no such gap is left: they span the header band, over its logo and
 * menu buttons for a few seconds, rather than over the page the user works in. At most three,
 * stacked, the rest waiting their turn. Their colours follow the page's theme, whichever the user chose.
 */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const theme = useAppliedTheme();
  return (
    <SonnerToaster
      richColors
      closeButton
      position="top-right"
      offset={{ top: 4, right: RIGHT_OF_ACTIONS }}
      mobileOffset={{ top: 4, left: 4, right: 4 }}
      style={{ "--width": "400px" } as CSSProperties}
      visibleToasts={3}
      theme={theme}
      {...props}
    />
  );
}
