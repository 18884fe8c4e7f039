import * as client from "openid-client";
import type { OidcConfig } from "../../config.js";
import type { SignInChecks } from "./sign-in-checks.js";
import { SsoFailure } from "./sso-failure.js";

/** What the provider says of the person, once the code has been traded and checked. */
export type SsoClaims = {
  subject: string;
  email?: string;
  isEmailVerified: boolean;
  name?: string;
};

export type OidcClient = {
  /** The provider's address to send the browser to, and the checks its answer must pass. */
  startSignIn(): Promise<{ url: string; checks: SignInChecks }>;
  /** Trades the callback's code (state, nonce, issuer and PKCE checked) for the person's claims. */
  finishSignIn(callbackUrl: URL, checks: SignInChecks): Promise<SsoClaims>;
  settings: OidcConfig;
};

const SCOPE = "openid email profile";
const PROVIDER_TIMEOUT_SECONDS = 10;

/**
 * The provider is discovered at the first sign-in and remembered once found, so a provider that
 * is down does not stop the server from starting; a failed discovery is tried again next time.
 */
export function createOidcClient(settings: OidcConfig, redirectUri: string): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const discover = () => {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // The configuration allows http:// only for a provider on this machine (config.ts).
        execute: settings.issuer.startsWith("http:") ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    settings,
    startSignIn: () =>
      asSsoFailure(async () => {
        const configuration = await discover();
        const checks = {
          state: client.randomState(),
          nonce: client.randomNonce(),
          codeVerifier: client.randomPKCECodeVerifier(),
        };
        const url = client.buildAuthorizationUrl(configuration, {
          redirect_uri: redirectUri,
          scope: SCOPE,
          response_type: "code",
          code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: "S256",
          state: checks.state,
          nonce: checks.nonce,
        });
        return { url: url.href, checks };
      }),
    finishSignIn: (callbackUrl, checks) =>
      asSsoFailure(async () => {
        const configuration = await discover();
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new SsoFailure("failed", "the provider sent no ID token");
        // Providers often keep the email for the userinfo endpoint; its subject must match.
        const userInfo = await client.fetchUserInfo(
          configuration,
          tokens.access_token,
          idClaims.sub,
        );
        const claims = { ...userInfo, ...idClaims };
        return {
          subject: idClaims.sub,
          email: typeof claims.email === "string" ? claims.email : undefined,
          isEmailVerified: claims.email_verified === true,
          name: typeof claims.name === "string" ? claims.name : joinNames(claims),
        };
      }),
  };
}

function joinNames(claims: Record<string, unknown>): string | undefined {
  const parts = [claims.given_name, claims.family_name].filter(
    (part): part is string => typeof part === "string" && part.trim() !== "",
  );
  return parts.length > 0 ? parts.join(" ") : undefined;
}

async function asSsoFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SsoFailure) throw error;
    const reason = isUnreachable(error) ? "unavailable" : "failed";
    throw new SsoFailure(reason, describe(error), { cause: error });
  }
}

/** No answer, or a broken one: the provider is down, not the sign-in wrong. */
function isUnreachable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === "AbortError" || cause.name === "TimeoutError") return true;
    if (cause instanceof TypeError && cause.message === "fetch failed") return true;
    const status = (cause as { status?: unknown }).status;
    if (typeof status === "number" && status >= 500) return true;
  }
  return false;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? `${code}: ${error.message}` : error.message;
}
