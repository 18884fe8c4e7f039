import { REDIRECT_DELAY_SECONDS } from "@formloom/shared/constants";
import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useCountdown } from "@/lib/use-countdown";
import { useRespondText } from "../i18n/use-respond-text";
import { isEmbedMode } from "../utils/embed-mode";
import { navigateTo } from "../utils/navigate-to";

const hostOf = (url: string) => new URL(url).host;
const NOTICE_CLASS =
  "mt-6 grid w-full max-w-md gap-3 rounded-lg border bg-muted/50 px-4 py-3 text-sm";

/** The owner's page to go on to after a submission. */
export function RedirectNotice({ url }: { url: string }) {
  // Framed on another site, the form must not move its frame to a page that may refuse to be
  // framed: the respondent goes on in a new tab, when they choose.
  return isEmbedMode(window.location.search) ? (
    <ContinueInNewTab url={url} />
  ) : (
    <CountdownRedirect url={url} />
  );
}

function ContinueInNewTab({ url }: { url: string }) {
  const t = useRespondText();
  return (
    <div className={NOTICE_CLASS}>
      <p>{t("redirect.newTab", { host: hostOf(url) })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <a href={url} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" />
            {t("redirect.goNow")}
          </a>
        </Button>
      </div>
    </div>
  );
}

/**
 * The owner's page opens after a few seconds, counted down on screen; the respondent can go at
 * once, or stay (no one is moved on against their will before they have read the page).
 */
function CountdownRedirect({ url }: { url: string }) {
  const { remaining } = useCountdown(REDIRECT_DELAY_SECONDS);
  const [isStaying, setStaying] = useState(false);
  const t = useRespondText();

  useEffect(() => {
    if (remaining === 0 && !isStaying) navigateTo(url);
  }, [remaining, isStaying, url]);

  return (
    <div className={NOTICE_CLASS}>
      {isStaying ? (
        <p>{t("redirect.staying")}</p>
      ) : (
        <>
          <p className="sr-only" role="status">
            {t("redirect.announce", { host: hostOf(url), seconds: REDIRECT_DELAY_SECONDS })}
          </p>
          <p aria-hidden="true" className="tabular-nums">
            {t("redirect.countdown", { host: hostOf(url), seconds: remaining })}
          </p>
        </>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <a href={url}>
            <ExternalLink aria-hidden="true" />
            {t("redirect.goNow")}
          </a>
        </Button>
        {!isStaying && (
          <Button type="button" size="sm" variant="ghost" onClick={() => setStaying(true)}>
            {t("redirect.stay")}
          </Button>
        )}
      </div>
    </div>
  );
}
