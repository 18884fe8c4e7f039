/** The HTML an owner pastes into their site to show a form (served by /embed.js and ?embed=1). */
export type EmbedSnippets = { iframe: string; script: string };

/** How /embed.js shows the form: in the page, over it (a dialog or a side panel), or as it. */
export const EMBED_MODES = ["inline", "popup", "slider", "fullpage"] as const;
export type EmbedMode = (typeof EMBED_MODES)[number];

function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

export function buildEmbedSnippets({
  formId,
  formTitle,
  baseUrl,
  isTransparent = false,
  mode = "inline",
  buttonText = "",
}: {
  formId: string;
  formTitle: string;
  baseUrl: string;
  /** The form's cards on the host page's own background (?transparent=1). */
  isTransparent?: boolean;
  /** Anything but inline is one script with data-formloom-mode; only inline has an iframe. */
  mode?: EmbedMode;
  /** The text of the button a popup or a slider opens from. */
  buttonText?: string;
}): EmbedSnippets {
  const title = escapeAttribute(formTitle.trim() || "Form");
  const scriptUrl = `${baseUrl}/embed.js`;
  const query = isTransparent ? "embed=1&amp;transparent=1" : "embed=1";
  const isInline = mode === "inline";
  const transparent = isTransparent && isInline ? ' data-formloom-transparent="1"' : "";
  const button =
    mode === "popup" || mode === "slider"
      ? ` data-formloom-button="${escapeAttribute(buttonText.trim() || "Open")}"`
      : "";
  const layout = isInline ? "" : ` data-formloom-mode="${mode}"`;
  return {
    // The script beside the iframe sizes it to the form; without it the iframe keeps 600px.
    iframe:
      `<iframe src="${baseUrl}/forms/${formId}/view?${query}" data-formloom-form="${formId}" ` +
      `title="${title}" width="100%" height="600" style="border:0" loading="lazy"></iframe>\n` +
      `<script src="${scriptUrl}" async></script>`,
    script: `<script src="${scriptUrl}" data-formloom-form="${formId}" data-formloom-title="${title}"${layout}${button}${transparent} async></script>`,
  };
}
