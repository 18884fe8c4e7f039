// The resume token of the form's partial response, kept beside its saved answers (its key
// shares their prefix, so clearing them, after a submission or by Clear form, forgets it too).

const keyOf = (formId: string) => `formloom:answers:${formId}:resume`;

export function readResumeToken(formId: string): string | undefined {
  try {
    return localStorage.getItem(keyOf(formId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeResumeToken(formId: string, token: string | undefined): void {
  try {
    if (token === undefined) localStorage.removeItem(keyOf(formId));
    else localStorage.setItem(keyOf(formId), token);
  } catch {
    // Storage refused: the link to continue still works from the page or the mail.
  }
}
