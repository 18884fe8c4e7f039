import { REDIRECT_DELAY_SECONDS } from "@formloom/shared/constants";
import { ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useCountdown } from "@/lib/use-countdown";
import { navigateTo } from "../utils/navigate-to";

const hostOf = (url: string) => new URL(url).host;

/**
 * The owner's page opens after a few seconds, counted down on screen; the respondent can go at
 * once, or stay (no one is moved on against their will before they have read the page).
 */
export function RedirectNotice({ url }: { url: string }) {
  const { remaining } = useCountdown(REDIRECT_DELAY_SECONDS);
  const [isStaying, setStaying] = useState(false);

  useEffect(() => {
    if (remaining === 0 && !isStaying) navigateTo(url);
  }, [remaining, isStaying, url]);

  return (
    <div className="mt-6 grid w-full max-w-md gap-3 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
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
