import { createHmac } from "node:crypto";

const SECRET_PREFIX = "whsec_";

/**
 * The HMAC key of a `whsec_…` secret: the bytes its base64 stands for. Secrets made before
 * Standard Webhooks were base64url; Node decodes both alphabets to the same bytes, so those
 * secrets sign with the key their owners already hold.
 */
function signingKey(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    "base64",
  );
}

/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com): id, timestamp and body
 * are signed together, so neither a delivery re-sent under a new id nor one replayed later
 * verifies; receivers check it with the `standardwebhooks` or `svix` libraries.
 */
function signStandardWebhook(
  secret: string,
  { id, timestamp, body }: { id: string; timestamp: number; body: string },
): string {
  const mac = createHmac("sha256", signingKey(secret)).update(`${id}.${timestamp}.${body}`);
  return `v1,${mac.digest("base64")}`;
}

/** X-Formloom-Signature, the body alone keyed with the secret's text: deprecated, kept one release. */
function signBodyLegacy(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** The signature headers of one attempt; the timestamp is the attempt's, the id the delivery's. */
export function signatureHeaders(
  secret: string,
  { deliveryId, body, now = new Date() }: { deliveryId: string; body: string; now?: Date },
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": deliveryId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signStandardWebhook(secret, { id: deliveryId, timestamp, body }),
    "x-formloom-signature": signBodyLegacy(secret, body),
  };
}
