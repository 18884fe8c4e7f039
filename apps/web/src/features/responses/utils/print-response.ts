/**
 * Prints one response: while the body names it (and its card is marked), the print stylesheet
 * in design.css hides everything else on the page.
 */
export function printResponse(responseId: string) {
  const card = document.querySelector(`[data-response-card="${CSS.escape(responseId)}"]`);
  document.body.dataset.printResponse = responseId;
  card?.setAttribute("data-printing", "");
  const clear = () => {
    delete document.body.dataset.printResponse;
    card?.removeAttribute("data-printing");
    window.removeEventListener("afterprint", clear);
  };
  window.addEventListener("afterprint", clear);
  window.print();
}
