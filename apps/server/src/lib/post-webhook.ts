import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.js";
import {
  DELIVERY_FAILURES,
  timedOutError,
  toDeliveryError,
  WebhookDeliveryError,
} from "./webhook-delivery-error.js";

export const WEBHOOK_TIMEOUT_MS = 10_000;
const RESPONSE_BODY_READ_MAX = 4096;

export type WebhookPost = {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private targets allowed (tests, intranets). */
  allowPrivate: boolean;
  timeoutMs?: number;
};

async function lookUpAddresses(hostname: string) {
  const bare = hostname.replace(/^\[|\]$/g, "");
  return isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true, verbatim: true });
}

/**
 * Whether a webhook address leads to a non-public address now, checked when it is saved so the
 * owner hears of it at once. A host that does not resolve yet is not refused here (its
 * receiver may not be deployed yet); each delivery checks again anyway.
 */
export async function isPrivateTarget(url: string): Promise<boolean> {
  const addresses = await lookUpAddresses(new URL(url).hostname).catch(() => []);
  return addresses.some((entry) => !isPublicAddress(entry.address));
}

/**
 * Resolves the host once, refuses it unless every address is public, and connects to the very
 * address it checked: a second resolution (DNS rebinding) cannot swap in a private one.
 */
async function resolveTarget(hostname: string, allowPrivate: boolean) {
  const addresses = await lookUpAddresses(hostname).catch((error: unknown) => {
    throw new WebhookDeliveryError(DELIVERY_FAILURES.unresolved, { cause: error });
  });
  if (addresses.length === 0) throw new WebhookDeliveryError(DELIVERY_FAILURES.unresolved);
  if (!allowPrivate) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      throw new WebhookDeliveryError(DELIVERY_FAILURES.refusedPrivate, {
        cause: new Error(`${hostname} resolves to ${refused.address}`),
      });
    }
  }
  return addresses[0] as { address: string; family: number };
}

/**
 * POSTs a webhook and answers the receiver's status code; throws a WebhookDeliveryError, whose
 * message the owner may see, when no answer came.
 */
export async function postWebhook({
  url,
  body,
  headers,
  allowPrivate,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: WebhookPost): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    throw new WebhookDeliveryError(DELIVERY_FAILURES.refusedScheme);
  }
  const signal = AbortSignal.timeout(timeoutMs);
  const resolved = await resolveTarget(target.hostname, allowPrivate);
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [resolved]);
    else callback(null, resolved.address, resolved.family);
  };
  const client = target.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body).toString() },
        lookup: pinnedLookup,
        signal,
        // A redirect is not followed: its target would escape the check above.
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > RESPONSE_BODY_READ_MAX) response.destroy();
        });
        response.on("close", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", (error) => {
      reject(signal.aborted ? timedOutError(timeoutMs, error) : toDeliveryError(error));
    });
    request.end(body);
  });
}
