/**
 * The link that opens the form with the kept answers. The token rides in the fragment, which
 * browsers never send to a server, so it stays out of every access log and Referer.
 */
export function resumeLinkOf(publicUrl: string, formId: string, resumeToken: string): string {
  return `${publicUrl}/forms/${formId}/view#resume=${resumeToken}`;
}
