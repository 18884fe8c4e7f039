// Formloom's embed script: sizes embedded forms to their content.
//
//   <script src="https://forms.example/embed.js" data-formloom-form="FORM_ID" async></script>
//     puts the form where the script is (data-formloom-transparent="1": on the page's background);
//   <iframe src="https://forms.example/forms/FORM_ID/view?embed=1" data-formloom-form="FORM_ID">
//     is sized once this script is on the page.
//
// The form page posts { type: "formloom:resize", formId, height } to its parent. Only messages
// from this script's own origin, sent by one of the marked iframes, are read.
(() => {
  const script = document.currentScript;
  if (!script?.src) return;
  const origin = new URL(script.src).origin;
  const MESSAGE_TYPE = "formloom:resize";
  const MAX_HEIGHT = 100_000;
  const state = window.__formloomEmbed || { origins: {} };
  window.__formloomEmbed = state;

  const formId = script.getAttribute("data-formloom-form");
  if (formId && /^[0-9a-f-]{36}$/i.test(formId)) {
    const frame = document.createElement("iframe");
    const transparent = script.getAttribute("data-formloom-transparent") === "1";
    frame.src = `${origin}/forms/${formId}/view?embed=1${transparent ? "&transparent=1" : ""}`;
    frame.title = script.getAttribute("data-formloom-title") || "Form";
    frame.setAttribute("data-formloom-form", formId);
    frame.setAttribute("loading", "lazy");
    frame.style.cssText = "display:block;width:100%;height:600px;border:0;overflow:hidden";
    script.insertAdjacentElement("afterend", frame);
  }

  // One listener per origin, however many times the script is on the page.
  if (state.origins[origin]) return;
  state.origins[origin] = true;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin) return;
    const data = event.data;
    if (!data || data.type !== MESSAGE_TYPE || typeof data.height !== "number") return;
    if (!Number.isFinite(data.height) || data.height < 0) return;
    for (const frame of document.querySelectorAll("iframe[data-formloom-form]")) {
      if (frame.contentWindow === event.source) {
        frame.style.height = `${Math.ceil(Math.min(data.height, MAX_HEIGHT))}px`;
      }
    }
  });
})();
