/** The HTML an owner pastes into their site to show a form (served by /embed.js and ?embed=1). */
export type EmbedSnippets = { iframe: string; script: string };

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
}: {
  formId: string;
  formTitle: string;
  baseUrl: string;
  /** The form's cards on the host page's own background (?transparent=1). */
  isTransparent?: boolean;
}): EmbedSnippets {
  const title = escapeAttribute(formTitle.trim() || "Form");
  const scriptUrl = `${baseUrl}/embed.js`;
  const query = isTransparent ? "embed=1&amp;transparent=1" : "embed=1";
  const transparent = isTransparent ? ' data-formloom-transparent="1"' : "";
  return {
    // The script beside the iframe sizes it to the form; without it the iframe keeps 600px.
    iframe:
      `<iframe src="${baseUrl}/forms/${formId}/view?${query}" data-formloom-form="${formId}" ` +
      `title="${title}" width="100%" height="600" style="border:0" loading="lazy"></iframe>\n` +
      `<script src="${scriptUrl}" async></script>`,
    script: `<script src="${scriptUrl}" data-formloom-form="${formId}" data-formloom-title="${title}"${transparent} async></script>`,
  };
}
