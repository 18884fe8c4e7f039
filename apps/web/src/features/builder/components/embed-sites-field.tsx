import { EMBED_SITES_MAX } from "@formloom/shared";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import type { DraftErrors } from "../utils/validate-draft";

const FIELD = "settings.embedAllowedSites";
const SITE_EXAMPLE = "https://example.org";

function toSites(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const isSameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((site, index) => site === b[index]);

/** The first message about the list, naming the site it is about. */
function findSitesError(
  t: AppText,
  errors: DraftErrors,
  sites: readonly string[],
): string | undefined {
  for (const [path, message] of Object.entries(errors)) {
    if (path === FIELD) return message;
    const index = path.startsWith(`${FIELD}.`) ? Number(path.slice(FIELD.length + 1)) : NaN;
    if (Number.isInteger(index)) {
      const site = sites[index] ?? t("builder.embedSites.siteNumber", { number: index + 1 });
      return t("builder.embedSites.siteError", { site, message });
    }
  }
  return undefined;
}

/** Settings › Allowed sites: one origin a line; none lets every site embed the form. */
export function EmbedSitesField({
  sites,
  errors,
  onChange,
}: {
  sites: readonly string[];
  errors: DraftErrors;
  onChange: (sites: string[]) => void;
}) {
  const t = useAppText();
  // The text as typed (blank lines and all), so a new line survives until it holds a site.
  const [text, setText] = useState(() => sites.join("\n"));
  if (!isSameList(toSites(text), sites)) setText(sites.join("\n"));

  return (
    <FormField
      label={t("builder.embedSites.label")}
      hint={t("builder.embedSites.hint", { max: EMBED_SITES_MAX })}
      error={findSitesError(t, errors, toSites(text))}
    >
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          placeholder={SITE_EXAMPLE}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(toSites(event.target.value));
          }}
          className="font-mono text-xs md:text-xs"
        />
      )}
    </FormField>
  );
}
