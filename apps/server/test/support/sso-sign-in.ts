import type { App } from "../../src/app.js";

const MAX_STEPS = 12;

/** The provider's answer as the browser would bring it back, with the checks cookie it holds. */
export type ProviderAnswer = { callbackPath: string; cookie: string };

/** Cookies of one site, as a browser keeps them (paths aside: the provider's do not collide). */
function createCookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const split = pair.indexOf("=");
        cookies.set(pair.slice(0, split), pair.slice(split + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
  };
}

/** Clicks the SSO button: the app's start route, whose answer sends the browser on. */
export async function startSsoSignIn(app: App) {
  const started = await app.inject({ method: "GET", url: "/api/auth/oidc/start" });
  const cookie = started.cookies.find((each) => each.name === "formloom_sso");
  return { started, cookie: cookie ? `${cookie.name}=${cookie.value}` : "" };
}

/**
 * Goes from the start route through the provider's login screen (as `login`) until the provider
 * sends the browser back to the app's callback, and answers that address without following it.
 */
export async function answerFromProvider(app: App, login: string): Promise<ProviderAnswer> {
  const { started, cookie } = await startSsoSignIn(app);
  if (started.statusCode !== 302) throw new Error(`start answered ${started.statusCode}`);
  const callbackPrefix = `${app.config.publicUrl}/api/auth/oidc/callback`;
  const jar = createCookieJar();
  let url = new URL(String(started.headers.location));
  let response = await fetch(url, { redirect: "manual" });
  for (let step = 0; step < MAX_STEPS; step++) {
    jar.keep(response);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(callbackPrefix)) {
        return { callbackPath: next.href.slice(app.config.publicUrl.length), cookie };
      }
      url = next;
      response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
      continue;
    }
    const action = (await response.text()).match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`the provider answered ${response.status} without a form`);
    url = new URL(action.replaceAll("&amp;", "&"), url);
    response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
    });
  }
  throw new Error("the provider never sent the browser back");
}

/** Brings the provider's answer to the app's callback, as the browser does. */
export function returnToApp(app: App, { callbackPath, cookie }: ProviderAnswer) {
  return app.inject({ method: "GET", url: callbackPath, headers: { cookie } });
}

/** The one-time code of a callback that signed the person in, or undefined. */
export function codeOf(location: unknown): string | undefined {
  return String(location).match(/\/login\/sso#code=([\w-]+)$/)?.[1];
}

/** Signs in with SSO all the way: provider, callback and the code traded for the session. */
export async function signInWithSso(app: App, login: string) {
  const back = await returnToApp(app, await answerFromProvider(app, login));
  const code = codeOf(back.headers.location);
  if (!code) throw new Error(`the callback sent the browser to ${back.headers.location}`);
  return app.inject({ method: "POST", url: "/api/auth/oidc/session", payload: { code } });
}
