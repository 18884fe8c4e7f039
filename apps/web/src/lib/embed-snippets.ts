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
}: {
  formId: string;
  formTitle: string;
  baseUrl: string;
}): EmbedSnippets {
  const title = escapeAttribute(formTitle.trim() || "Form");
  const scriptUrl = `${baseUrl}/embed.js`;
  return {
    // The script beside the iframe sizes it to the form; without it the iframe keeps 600px.
    iframe:
      `<iframe src="${baseUrl}/forms/${formId}/view?embed=1" data-formloom-form="${formId}" ` +
      `title="${title}" width="100%" height="600" style="border:0" loading="lazy"></iframe>\n` +
      `<script src="${scriptUrl}" async></script>`,
    script: `<script src="${scriptUrl}" data-formloom-form="${formId}" data-formloom-title="${title}" async></script>`,
  };
}
