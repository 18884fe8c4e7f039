import { z } from "zod";
import { EMBED_SITE_MAX_LENGTH, EMBED_SITES_MAX } from "./constants";
import { SETTINGS_MESSAGES } from "./messages";

// The sites a form's owner lets frame the public form page. They go into the page's
// Content-Security-Policy `frame-ancestors`, so each must be an origin and nothing else: a path,
// a wildcard or a quote would change what the header means.

// What an owner may type: "scheme://host[:port]" and an optional "/", the host in any script.
// Nothing the URL parser would tidy away (a "?", a "#", a path, credentials, a "*", an escape)
// gets through to be silently dropped: such a site is refused instead.
const WRITTEN_ORIGIN = /^https?:\/\/[^\s/?#@:*%\\"';,[\]]+(:\d{1,5})?\/?$/i;

// The host as the header carries it (other scripts in punycode): letters, digits, dots and
// hyphens, so no wildcard and nothing a header could read as syntax.
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The origin an owner typed, as browsers write it (lower case, punycode, no default port), or
 * null when it is not one we accept: https, or http on localhost.
 */
export function toEmbedOrigin(value: string): string | null {
  if (!WRITTEN_ORIGIN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const isSecure = url.protocol === "https:";
  const isLocal = url.protocol === "http:" && url.hostname === "localhost";
  if (!isSecure && !isLocal) return null;
  return HOST_NAME.test(url.hostname) ? url.origin : null;
}

export const embedSiteSchema = z
  .string()
  .trim()
  .max(EMBED_SITE_MAX_LENGTH, SETTINGS_MESSAGES.embedSiteInvalid)
  .transform((value, context) => {
    const origin = toEmbedOrigin(value);
    if (origin === null) {
      context.addIssue({ code: "custom", message: SETTINGS_MESSAGES.embedSiteInvalid });
      return z.NEVER;
    }
    return origin;
  });

/** The allowed sites as saved: origins, each once, at most EMBED_SITES_MAX. */
export const embedSitesSchema = z
  .array(embedSiteSchema)
  .max(EMBED_SITES_MAX, SETTINGS_MESSAGES.embedSitesTooMany)
  .transform((sites) => [...new Set(sites)]);

/** What the public form page's `frame-ancestors` allows: every site unless the owner chose. */
export function frameAncestorsOf(allowedSites: readonly string[]): string[] {
  return allowedSites.length === 0 ? ["*"] : [...allowedSites];
}
