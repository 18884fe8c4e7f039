import type { RefObject } from "react";
import { useRespondText } from "../i18n/use-respond-text";

// Named like a field bots love to fill in. People never see it: off screen, out of the tab
// order, hidden from assistive technology and from the browser's autofill.
const FIELD_NAME = "website";

/** The honeypot of a form with that spam protection: a submission that fills it is refused. */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const t = useRespondText();
  return (
    <div aria-hidden="true" className="-start-[10000px] absolute h-px w-px overflow-hidden">
      <label htmlFor="respond-website">{t("spam.honeypotLabel")}</label>
      <input
        ref={inputRef}
        id="respond-website"
        name={FIELD_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
