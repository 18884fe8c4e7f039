import { z } from "zod";
import { EMBED_SITE_MAX_LENGTH, EMBED_SITES_MAX } from "./constants";
import { SETTINGS_MESSAGES } from "./messages";

// The sites a form's owner lets frame the public form page. They go into the page's
// Content-Security-Policy `frame-ancestors`, so each must be an origin and nothing else: a path,
// a wildcard or a quote would change what the header means.

// Letters, digits, dots and hyphens: no wildcard, nothing a header could read as syntax.
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The origin an owner typed (a trailing slash allowed), or null when it is not one we accept. */
export function toEmbedOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const isSecure = url.protocol === "https:";
  const isLocal = url.protocol === "http:" && url.hostname === "localhost";
  if (!isSecure && !isLocal) return null;
  if (!HOST_NAME.test(url.hostname)) return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") return null;
  // Only "scheme://host[:port]" with an optional "/": anything the URL parser tidied away
  // (a bare "?", a "#", a "*" in the host) is refused rather than silently dropped.
  const written = value.endsWith("/") ? value.slice(0, -1) : value;
  return written.toLowerCase() === url.origin ? url.origin : null;
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
