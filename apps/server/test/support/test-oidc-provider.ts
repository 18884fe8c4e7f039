import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/** A person with an account at the provider; the login name is the key they sign in with. */
export type ProviderPerson = { email?: string; emailVerified?: boolean; name?: string };

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in; tests add and change them freely. */
  people: Map<string, ProviderPerson>;
  close(): Promise<void>;
};

/** A port nothing listens on right now. */
export async function findFreePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const TEST_CLIENT = {
  clientId: "formloom-test",
  clientSecret: "formloom-test-secret-value",
};

/**
 * A real OpenID provider (`oidc-provider`) on a random port of this machine, with its development
 * login screen (any password; the login name picks the person) and consent already given.
 */
export async function startTestProvider({
  redirectUri,
  host = "127.0.0.1",
  port: wantedPort = 0,
}: {
  redirectUri: string;
  /** The host its issuer names; it listens on 127.0.0.1 whatever the name. */
  host?: string;
  port?: number;
}): Promise<TestProvider> {
  const people = new Map<string, ProviderPerson>();
  let handle: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(wantedPort, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["test-provider-cookie-key"] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => {
        const person = people.get(accountId) ?? {};
        return {
          sub: accountId,
          ...(person.email === undefined ? {} : { email: person.email }),
          email_verified: person.emailVerified ?? false,
          ...(person.name === undefined ? {} : { name: person.name }),
        };
      },
    }),
    // Consent is given: the login screen is the only one a person meets.
    loadExistingGrant: async (context) => {
      const session = context.oidc.session;
      const client = context.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grant = new context.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  handle = provider.callback();

  return {
    issuer,
    ...TEST_CLIENT,
    people,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
