// Swagger UI's own page as @fastify/swagger-ui serves it fails an accessibility scan: these are
// the fixes its options allow, served as files of our own (the CSP allows no inline script).

/**
 * The top bar (an unlabelled box to load another document, and a logo without a text) has no
 * use on our own API's page: hidden, its dark-mode switch still follows the system. The rest
 * brings what fell short of WCAG AA contrast up to it.
 */
const CSS = `
.swagger-ui .topbar { display: none; }
html:not(.dark-mode) .swagger-ui .opblock .opblock-summary-method,
html:not(.dark-mode) .swagger-ui .info .title small pre,
html:not(.dark-mode) .swagger-ui .btn.authorize span { color: #1b1b1b; }
html:not(.dark-mode) .swagger-ui .info .url { color: #1f69c0; }
html:not(.dark-mode) .swagger-ui .btn.cancel { color: #c62828; border-color: #c62828; }
html:not(.dark-mode) .swagger-ui .btn.execute { background-color: #1f69c0; border-color: #1f69c0; }
html:not(.dark-mode) .swagger-ui .download-contents { background: #5c6170; }
.swagger-ui .highlight-code span[style*="211, 99, 99"] { color: #f08080 !important; }
`;

/** Swagger UI puts the API's title and description outside every landmark: names it a region. */
const JS = `
(() => {
  const nameInfo = () => {
    const info = document.querySelector(".information-container:not([role])");
    if (!info) return;
    info.setAttribute("role", "region");
    info.setAttribute("aria-label", "About this API");
  };
  new MutationObserver(nameInfo).observe(document.body, { childList: true, subtree: true });
})();
`;

export const API_DOCS_THEME = {
  title: "Formloom API",
  css: [{ filename: "formloom.css", content: CSS }],
  js: [{ filename: "formloom.js", content: JS }],
};
