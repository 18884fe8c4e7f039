import { REDIRECT_DELAY_SECONDS } from "@formloom/shared/constants";
import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useCountdown } from "@/lib/use-countdown";
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
  return (
    <div className={NOTICE_CLASS}>
      <p>
        Next: a page on <span className="font-medium">{hostOf(url)}</span>, in a new tab.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <a href={url} target="_blank" rel="noopener">
            <ExternalLink aria-hidden="true" />
            Go now
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

  useEffect(() => {
    if (remaining === 0 && !isStaying) navigateTo(url);
  }, [remaining, isStaying, url]);

  return (
    <div className={NOTICE_CLASS}>
      {isStaying ? (
        <p>You are staying on this page.</p>
      ) : (
        <>
          <p className="sr-only" role="status">
            {`You will be taken to ${hostOf(url)} in ${REDIRECT_DELAY_SECONDS} seconds.`}
          </p>
          <p aria-hidden="true">
            Taking you to <span className="font-medium">{hostOf(url)}</span> in{" "}
            <span className="font-medium tabular-nums">{remaining}</span>{" "}
            {remaining === 1 ? "second" : "seconds"}…
          </p>
        </>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <a href={url}>
            <ExternalLink aria-hidden="true" />
            Go now
          </a>
        </Button>
        {!isStaying && (
          <Button type="button" size="sm" variant="ghost" onClick={() => setStaying(true)}>
            Stay on this page
          </Button>
        )}
      </div>
    </div>
  );
}
