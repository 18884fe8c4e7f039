/** The message the embedded form posts to the page framing it; /embed.js reads this shape. */
export const EMBED_RESIZE_MESSAGE = "formloom:resize";

/** Posted when Escape is pressed in the embedded form: /embed.js closes its popup or slider. */
export const EMBED_ESCAPE_MESSAGE = "formloom:escape";

/** Whether the page was opened as an embed (?embed=1): no header or footer, height posted. */
export function isEmbedMode(search: string): boolean {
  return new URLSearchParams(search).get("embed") === "1";
}

/** Whether an embed asks for the host page's background around the form (&transparent=1). */
export function isTransparentEmbed(search: string): boolean {
  return isEmbedMode(search) && new URLSearchParams(search).get("transparent") === "1";
}
