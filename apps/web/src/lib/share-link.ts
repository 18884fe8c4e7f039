import { usePublicConfig } from "./get-public-config";

/** The link respondents open: {base}/forms/{id}/view (SPEC §8). */
export function getShareLink(formId: string, baseUrl: string): string {
  return `${baseUrl}/forms/${formId}/view`;
}

/**
 * A form's share link on the server's PUBLIC_URL, the address mails use too: the browser's own
 * address may be one that respondents cannot reach (localhost, an internal name). Until the
 * server has said, the browser's address stands in.
 */
export function useShareLink(formId: string): string {
  const config = usePublicConfig();
  return getShareLink(formId, config.data?.publicUrl ?? window.location.origin);
}
