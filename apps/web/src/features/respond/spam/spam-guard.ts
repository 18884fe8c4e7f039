import type { SpamCheck, SpamCheckStart, SpamProtection } from "@formloom/shared";
import type { Challenge, Solution } from "altcha-lib/types";
import type { HostedCaptchaHandle } from "@/components/ui/hosted-captcha-widget";
import { apiClient } from "@/lib/api-client";

// A protected form's checks, loaded only by the pages of forms that turn them on: the start token
// asked for as the form opens, and the proof of work solved in a worker while the respondent
// answers, so that Submit rarely waits for it. Under a hosted captcha (reCAPTCHA, Turnstile) the
// proof is the token of the provider's widget, which the respondent solves (spam-fields.tsx).

/** A proof is solved again when its challenge has less than this left to live. */
const EXPIRY_MARGIN_MS = 60_000;

export type HostedCaptcha = NonNullable<SpamCheckStart["hostedCaptcha"]>;

export type SpamGuard = {
  protection: SpamProtection;
  /** The hosted captcha whose widget gives the proof instead, when the server runs one. */
  hostedCaptcha: Promise<HostedCaptcha | null>;
  /** The honeypot field and the hosted captcha's widget, as SpamFields renders them. */
  honeypotRef: { current: HTMLInputElement | null };
  captchaRef: { current: HostedCaptchaHandle | null };
  setCaptchaToken(token: string | null): void;
  /** The hosted captcha is on the page and the respondent has not solved it (yet, or again). */
  isCaptchaUnsolved(): boolean;
  /** What the submission carries, waiting for the proof if it is still being solved. */
  collect(): Promise<SpamCheck>;
  /** A refused submission may have spent the proof: a new one is solved for the next try. */
  renew(): void;
};

type Proof = { payload: string | undefined; expiresAtMs: number };

function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./proof-of-work-worker.ts", import.meta.url), {
      type: "module",
    });
    const finish = (solution: Solution | null) => {
      worker.terminate();
      resolve(solution);
    };
    worker.onmessage = (event: MessageEvent<Solution | null>) => finish(event.data);
    worker.onerror = () => finish(null);
    worker.postMessage(challenge);
  });
}

async function solveProof(challenge: Challenge): Promise<Proof> {
  const expiresAt = challenge.parameters.expiresAt;
  const expiresAtMs = expiresAt ? expiresAt * 1000 : Number.POSITIVE_INFINITY;
  const solution = await solveInWorker(challenge);
  // The payload the server decodes, as the sign-in widget sends it.
  const payload = solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
  return { payload, expiresAtMs };
}

function waitUntil(moment: number): Promise<void> {
  const wait = moment - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}

const NO_PROOF: Proof = { payload: undefined, expiresAtMs: Number.POSITIVE_INFINITY };

export function startSpamGuard(formId: string, protection: SpamProtection): SpamGuard {
  const fetchStart = () =>
    apiClient.get<SpamCheckStart>(`/forms/${formId}/spam-check`).then(
      ({ data }) => data,
      () => undefined,
    );
  const proofFrom = (started: Promise<SpamCheckStart | undefined>) =>
    protection.proofOfWork
      ? started.then((data) =>
          // The server's ALTCHA challenge, as altcha-lib made it.
          data?.challenge ? solveProof(data.challenge as unknown as Challenge) : NO_PROOF,
        )
      : Promise.resolve(NO_PROOF);

  const first = fetchStart();
  // The server dated the token before it arrived here: waiting the minimum from its arrival,
  // a person who answers faster than a bot is expected to is held for a moment, never refused.
  const earliestSubmit = first.then(() => performance.now() + protection.minSecondsToSubmit * 1000);
  // The first token stays: the minimum time counts from when the form opened.
  let startToken = first.then((data) => data?.startToken);
  let proof = proofFrom(first);

  const renew = () => {
    const next = fetchStart();
    startToken = startToken.then((token) => token ?? next.then((data) => data?.startToken));
    proof = proofFrom(next);
  };

  const hostedCaptcha = first.then((data) => data?.hostedCaptcha ?? null);
  let isCaptchaShown = false;
  void hostedCaptcha.then((captcha) => {
    isCaptchaShown = protection.proofOfWork && captcha !== null;
  });
  let captchaToken: string | null = null;
  const honeypotRef: SpamGuard["honeypotRef"] = { current: null };
  const captchaRef: SpamGuard["captchaRef"] = { current: null };

  return {
    protection,
    hostedCaptcha,
    honeypotRef,
    captchaRef,
    setCaptchaToken: (token) => {
      captchaToken = token;
    },
    isCaptchaUnsolved: () => isCaptchaShown && captchaToken === null,
    collect: async () => {
      if ((await proof).expiresAtMs - Date.now() < EXPIRY_MARGIN_MS) renew();
      await waitUntil(await earliestSubmit);
      return {
        startToken: await startToken,
        proof: captchaToken ?? (await proof).payload,
        honeypot: honeypotRef.current?.value ?? "",
      };
    },
    renew: () => {
      // The provider takes each token once: a refused submission needs the widget solved again.
      captchaRef.current?.reset();
      renew();
    },
  };
}
