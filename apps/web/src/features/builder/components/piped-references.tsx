import { cleanFallback, findPipingTokens } from "@formloom/shared";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import { usePipingSay } from "../hooks/use-piping-say";
import { changeToken, describeToken } from "../utils/piping-choices";
import { usePipingSource } from "./piping-source-context";

type PipedReferencesProps = { value: string; onChange: (value: string) => void };

/**
 * Under a text that pipes: each piped answer or hidden field by name, with its fallback text and
 * a way to remove it, so the owner never edits a raw token.
 */
export function PipedReferences({ value, onChange }: PipedReferencesProps) {
  const t = useAppText();
  const source = usePipingSource();
  const say = usePipingSay();
  const tokens = findPipingTokens(value);
  if (tokens.length === 0) return null;
  return (
    <ul aria-label={t("builder.piping.references")} className="grid grid-cols-1 gap-2">
      {tokens.map((token, position) => {
        const reference = describeToken(token, source, say);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a token is its place in the text
          <li key={position} className="grid grid-cols-1 gap-1 rounded-md bg-muted/50 p-2">
            <span className="wrap-anywhere font-medium text-sm">{reference}</span>
            <div className="flex items-center gap-2">
              <Input
                value={token.fallback}
                aria-label={t("builder.piping.fallbackFor", { reference })}
                placeholder={t("builder.piping.fallbackPlaceholder")}
                onChange={(event) =>
                  onChange(
                    changeToken(value, position, (given) => ({
                      ...given,
                      fallback: cleanFallback(event.target.value),
                    })),
                  )
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={t("builder.piping.remove", { reference })}
                onClick={() => onChange(changeToken(value, position, () => null))}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
