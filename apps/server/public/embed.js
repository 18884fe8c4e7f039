// Formloom's embed script: shows forms on other sites, inline or over the page.
//
//   <script src="https://forms.example/embed.js" data-formloom-form="FORM_ID" async></script>
//     puts the form where the script is (data-formloom-transparent="1": on the page's background);
//   <iframe src="https://forms.example/forms/FORM_ID/view?embed=1" data-formloom-form="FORM_ID">
//     is sized once this script is on the page.
//
// data-formloom-mode on the script shows the form over the page instead:
//   "popup"    a centred modal dialog;
//   "slider"   a side panel from the right (data-formloom-side="left": from the left);
//   "fullpage" the form fills the window as soon as the page loads, with no button, frame or
//              close button: the host page exists to show it (the form scrolls inside itself).
// A popup or a slider opens from a button the script puts where it stands
// (data-formloom-button="Text", data-formloom-button-color="#0f766e"), from any element with
// data-formloom-open="FORM_ID", and/or once per page view after data-formloom-open-after
// seconds. Its form loads on first open. It is a modal dialog named by data-formloom-title:
// focus moves to its close button (data-formloom-close-label, default "Close"), Tab cycles
// between that button and the form, Escape closes it (the form page posts
// { type: "formloom:escape" } when Escape is pressed inside it), focus returns to the opener, the
// page does not scroll behind it, and it does not slide for prefers-reduced-motion.
//
// The form page posts { type: "formloom:resize", formId, height } to its parent. Only messages
// from this script's own origin, sent by one of the marked iframes, are read.
(() => {
  const script = document.currentScript;
  if (!script?.src) return;
  const origin = new URL(script.src).origin;
  const RESIZE_MESSAGE = "formloom:resize";
  const ESCAPE_MESSAGE = "formloom:escape";
  const MAX_HEIGHT = 100000;
  const TOP = "2147483647"; // Above the host page's own layers.
  const state = window.__formloomEmbed || { origins: {}, openers: {} };
  window.__formloomEmbed = state;
  state.openers = state.openers || {};

  const attribute = (name) => script.getAttribute(`data-formloom-${name}`);
  const formId = attribute("form");
  const mode = attribute("mode") || "inline";
  const title = attribute("title") || "Form";
  const transparent = attribute("transparent") === "1";
  const formUrl = (id) =>
    `${origin}/forms/${id}/view?embed=1${transparent ? "&transparent=1" : ""}`;

  const createFrame = (id, css) => {
    const frame = document.createElement("iframe");
    frame.src = formUrl(id);
    frame.title = title;
    frame.setAttribute("data-formloom-form", id);
    frame.style.cssText = css;
    return frame;
  };

  /** Stops the page behind from scrolling; returns what puts it back. */
  const lockScroll = () => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  };

  /** White or near-black text, whichever reads better on a #rgb or #rrggbb background. */
  const textOn = (colour) => {
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour || "");
    if (!hex) return "#fff";
    const digits = hex[1].length === 3 ? hex[1].replace(/./g, "$&$&") : hex[1];
    const [r, g, b] = [0, 2, 4].map((at) => {
      const c = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    // The contrast of white is 1.05 / (L + 0.05); of #111, (L + 0.05) / 0.0557.
    return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0557 ? "#fff" : "#111";
  };

  /** The popup or slider for one form: built on first open, then shown and hidden. */
  const createOverlay = (id) => {
    const isSlider = mode === "slider";
    const fromLeft = attribute("side") === "left";
    let root;
    let panel;
    let closeButton;
    let frame;
    let opener = null;
    let unlockScroll = null;

    const build = () => {
      root = document.createElement("div");
      root.style.cssText = `position:fixed;inset:0;z-index:${TOP};display:flex;background:rgba(0,0,0,.55);${
        isSlider
          ? `justify-content:${fromLeft ? "flex-start" : "flex-end"}`
          : "align-items:center;justify-content:center;padding:16px"
      }`;
      // A click on the backdrop, outside the panel, closes it.
      root.addEventListener("click", (event) => {
        if (event.target === root) close();
      });
      panel = document.createElement("div");
      panel.setAttribute("role", "dialog");
      panel.setAttribute("aria-modal", "true");
      panel.setAttribute("aria-label", title);
      const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
      panel.style.cssText = `display:flex;flex-direction:column;background:${dark ? "#0a0a0a" : "#fff"};color:${
        dark ? "#fafafa" : "#111"
      };box-shadow:0 10px 40px rgba(0,0,0,.35);overflow:hidden;${
        isSlider
          ? "width:min(480px,100%);height:100%"
          : "width:min(720px,100%);max-height:min(800px,100%);border-radius:12px"
      }`;
      const bar = document.createElement("div");
      bar.style.cssText = "display:flex;justify-content:flex-end;padding:6px";
      closeButton = document.createElement("button");
      closeButton.type = "button";
      closeButton.setAttribute("aria-label", attribute("close-label") || "Close");
      closeButton.textContent = "\u00d7";
      closeButton.style.cssText =
        "width:36px;height:36px;border:1px solid currentColor;border-radius:8px;background:transparent;color:inherit;font:24px/1 sans-serif;cursor:pointer";
      closeButton.addEventListener("click", () => close());
      bar.append(closeButton);
      // A popup is as tall as its form, up to the window's height (then the form scrolls); a
      // slider fills the window's height.
      frame = createFrame(
        id,
        isSlider
          ? "flex:1;width:100%;border:0"
          : "flex:0 1 auto;min-height:0;height:600px;width:100%;border:0",
      );
      if (isSlider) frame.setAttribute("data-formloom-fixed", "");
      // Focus that leaves the dialog lands on a guard, which sends it round to the other end:
      // past the form back to the close button, before the close button into the form.
      const guard = (target) => {
        const element = document.createElement("span");
        element.tabIndex = 0;
        element.style.cssText = "position:fixed;opacity:0;pointer-events:none";
        element.addEventListener("focus", () => target().focus());
        return element;
      };
      panel.append(
        guard(() => frame),
        bar,
        frame,
        guard(() => closeButton),
      );
      root.append(panel);
      // Hidden, not removed, when closed: a removed iframe would lose what was typed in the form.
      document.body.append(root);
      root.addEventListener("keydown", (event) => {
        if (event.key === "Escape") close();
      });
    };

    /** Opens the dialog; `onlyFirst` (the timer) leaves it shut if it was opened before. */
    const open = (from, onlyFirst) => {
      if (state.active || (onlyFirst && root)) return;
      if (!root) build();
      opener = from || document.activeElement;
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.style.transition = still ? "none" : "transform .25s ease-out, opacity .25s ease-out";
      panel.style.transform = still
        ? "none"
        : isSlider
          ? `translateX(${fromLeft ? "-" : ""}100%)`
          : "scale(.96)";
      panel.style.opacity = still ? "1" : "0";
      root.style.display = "flex";
      unlockScroll = lockScroll();
      state.active = { frame, close };
      closeButton.focus();
      // Once drawn where it starts, the panel moves to where it stays.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          panel.style.transform = "none";
          panel.style.opacity = "1";
        }),
      );
    };

    const close = () => {
      if (!state.active || state.active.frame !== frame) return;
      state.active = null;
      root.style.display = "none";
      unlockScroll();
      if (opener?.isConnected && typeof opener.focus === "function") opener.focus();
    };
    return open;
  };

  if (formId && /^[0-9a-f-]{36}$/i.test(formId)) {
    if (mode === "fullpage") {
      const frame = createFrame(
        formId,
        `position:fixed;inset:0;z-index:${TOP};width:100%;height:100%;border:0;background:#fff`,
      );
      frame.setAttribute("data-formloom-fixed", "");
      const show = () => {
        lockScroll();
        document.body.append(frame);
      };
      if (document.body) show();
      else document.addEventListener("DOMContentLoaded", show);
    } else if (mode === "popup" || mode === "slider") {
      const open = createOverlay(formId);
      state.openers[formId] = open;
      const label = attribute("button");
      if (label) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = label;
        const colour = attribute("button-color") || "#4f46e5";
        button.style.cssText =
          "padding:10px 18px;border:0;border-radius:8px;font:inherit;font-weight:600;cursor:pointer";
        button.style.background = colour; // Through the CSSOM: a value cannot add other rules.
        button.style.color = textOn(colour);
        button.addEventListener("click", () => open(button));
        script.insertAdjacentElement("afterend", button);
      }
      const seconds = Number(attribute("open-after"));
      if (seconds > 0 && Number.isFinite(seconds)) {
        setTimeout(() => open(null, true), Math.min(seconds, 3600) * 1000);
      }
    } else {
      const frame = createFrame(
        formId,
        "display:block;width:100%;height:600px;border:0;overflow:hidden",
      );
      frame.setAttribute("loading", "lazy");
      script.insertAdjacentElement("afterend", frame);
    }
  }

  // Any element marked data-formloom-open="FORM_ID" opens that form's popup or slider.
  if (!state.openListener) {
    state.openListener = true;
    document.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest("[data-formloom-open]");
      const open = element && state.openers[element.getAttribute("data-formloom-open")];
      if (!open) return;
      event.preventDefault();
      open(element);
    });
  }

  // One listener per origin, however many times the script is on the page.
  if (state.origins[origin]) return;
  state.origins[origin] = true;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin) return;
    const data = event.data;
    if (!data) return;
    if (data.type === ESCAPE_MESSAGE) {
      if (state.active && state.active.frame.contentWindow === event.source) state.active.close();
      return;
    }
    if (data.type !== RESIZE_MESSAGE || typeof data.height !== "number") return;
    if (!Number.isFinite(data.height) || data.height < 0) return;
    for (const frame of document.querySelectorAll("iframe[data-formloom-form]")) {
      // A slider or a full page has the window's height; the form scrolls inside it.
      if (frame.contentWindow === event.source && !frame.hasAttribute("data-formloom-fixed")) {
        frame.style.height = `${Math.ceil(Math.min(data.height, MAX_HEIGHT))}px`;
      }
    }
  });
})();
