const EXTENDED = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/;
const QUOTED = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/;
const BARE = /filename\s*=\s*([^;]+)/;

/** The file name a Content-Disposition header gives, preferring the UTF-8 form (RFC 6266). */
export function parseContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = EXTENDED.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain form.
    }
  }
  const quoted = QUOTED.exec(header)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, "$1");
  return BARE.exec(header)?.[1]?.trim() || null;
}
