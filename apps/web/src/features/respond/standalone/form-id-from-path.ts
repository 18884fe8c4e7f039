const PUBLIC_FORM_PATH = /^\/forms\/([^/]+)\/view\/?$/;

/** The form id of a /forms/{formId}/view address ("" for any other path). */
export function formIdFromPath(pathname: string): string {
  const match = PUBLIC_FORM_PATH.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : "";
}
