/**
 * What the form's owner is told when a webhook got no answer. A fixed set on purpose: the raw
 * resolver or socket error ("connect ECONNREFUSED 10.0.0.5:6379") would let anyone who can add a
 * webhook probe which hosts and ports answer from inside our network. The raw error is kept as
 * the `cause`, for the server's log only.
 */
export const DELIVERY_FAILURES = {
  refusedPrivate: "Refused: private address",
  refusedScheme: "Refused: not an http or https address",
  unresolved: "Could not resolve the host",
  tls: "TLS error",
  unreachable: "Could not connect",
} as const;

export class WebhookDeliveryError extends Error {
  override name = "WebhookDeliveryError";
}

export function timedOutError(timeoutMs: number, cause?: unknown): WebhookDeliveryError {
  return new WebhookDeliveryError(`Timed out after ${timeoutMs / 1000} s`, { cause });
}

// Node's own TLS codes, OpenSSL's certificate verdicts (CERT_HAS_EXPIRED,
// DEPTH_ZERO_SELF_SIGNED_CERT, UNABLE_TO_VERIFY_LEAF_SIGNATURE…) and EPROTO, which is what https
// to a port that speaks plain http ends in.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|ERR_OSSL_|EPROTO$)|CERT|SIGNATURE|_ISSUER/;

/** The owner-facing category of a failed request, by its error code. */
export function toDeliveryError(error: unknown): WebhookDeliveryError {
  if (error instanceof WebhookDeliveryError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  const message = TLS_CODE.test(code) ? DELIVERY_FAILURES.tls : DELIVERY_FAILURES.unreachable;
  return new WebhookDeliveryError(message, { cause: error });
}
