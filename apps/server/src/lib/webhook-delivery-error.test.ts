import { describe, expect, it } from "vitest";
import { toDeliveryError, WebhookDeliveryError } from "./webhook-delivery-error.js";

describe("toDeliveryError", () => {
  it.each([
    ["ECONNREFUSED", "Could not connect"],
    ["ECONNRESET", "Could not connect"],
    ["EHOSTUNREACH", "Could not connect"],
    ["ENETUNREACH", "Could not connect"],
    ["EPIPE", "Could not connect"],
    [undefined, "Could not connect"],
    ["EPROTO", "TLS error"],
    ["ERR_TLS_CERT_ALTNAME_INVALID", "TLS error"],
    ["ERR_SSL_WRONG_VERSION_NUMBER", "TLS error"],
    ["CERT_HAS_EXPIRED", "TLS error"],
    ["DEPTH_ZERO_SELF_SIGNED_CERT", "TLS error"],
    ["SELF_SIGNED_CERT_IN_CHAIN", "TLS error"],
    ["UNABLE_TO_VERIFY_LEAF_SIGNATURE", "TLS error"],
    ["UNABLE_TO_GET_ISSUER_CERT_LOCALLY", "TLS error"],
  ])("names the code %s '%s' and keeps the raw error as its cause", (code, message) => {
    const raw = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:6379"), { code });
    const failure = toDeliveryError(raw);
    expect(failure.message).toBe(message);
    expect(failure.cause).toBe(raw);
  });

  it("passes a failure already named through", () => {
    const named = new WebhookDeliveryError("Refused: private address");
    expect(toDeliveryError(named)).toBe(named);
  });
});
