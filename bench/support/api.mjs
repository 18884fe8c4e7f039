import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

async function call(server, method, pathname, body, token) {
  const response = await fetch(`${server.url}/api${pathname}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${json.message}`);
  return json;
}

async function solveCaptcha(server) {
  const challenge = await (await fetch(`${server.url}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

async function readCode(dataDir, email) {
  for (let tries = 0; tries < 100; tries++) {
    const dir = path.join(dataDir, "mail");
    for (const file of (await readdir(dir).catch(() => [])).sort().reverse()) {
      const text = await readFile(path.join(dir, file), "utf8");
      const code = text.includes(email) && text.match(/code is: (\d{6})/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** A verified user made through the real API; answers its token and id. */
export async function createUser(server, email = `bench-${Date.now()}@example.org`) {
  const password = "Bench!pass1";
  await call(server, "POST", "/users/register", {
    name: "Bench User",
    email,
    password,
    confirmPassword: password,
    "g-recaptcha-response": await solveCaptcha(server),
  });
  const verified = await call(server, "POST", "/users/verify-otp", {
    email,
    otp: await readCode(server.dataDir, email),
  });
  return { token: verified.data.token, id: verified.data.user._id };
}

export const api = {
  get: (server, pathname, token) => call(server, "GET", pathname, undefined, token),
  post: (server, pathname, body, token) => call(server, "POST", pathname, body, token),
};

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Sequential requests: answers the sorted latencies in milliseconds. */
export async function measureLatencies(count, request) {
  const times = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await request(index);
    if (!response.ok) throw new Error(`request failed with ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const TEXT_AND_CHOICE = [
  { questionType: "text", questionText: "Your name", required: true },
  { questionType: "paragraph", questionText: "Tell us more" },
  { questionType: "multipleChoice", questionText: "Pick one", options: ["A", "B", "C"] },
  { questionType: "checkbox", questionText: "Pick some", options: ["X", "Y", "Z"] },
];

const EVERY_QUESTION_TYPE = [
  ...TEXT_AND_CHOICE,
  { questionType: "file", questionText: "A picture", validations: { fileType: "image" } },
  { questionType: "rating", questionText: "How was it?", maxRating: 5 },
  { questionType: "dropdown", questionText: "Your country", options: ["France", "Japan", "Peru"] },
  { questionType: "email", questionText: "Your email" },
  { questionType: "number", questionText: "Guests", validations: { min: 1, max: 12 } },
  { questionType: "date", questionText: "Arrival", validations: { minDate: "2030-06-01" } },
  { questionType: "linearScale", questionText: "Recommend us?", scaleMin: 0, scaleMax: 10 },
  { questionType: "matrix", questionText: "Each part", rows: ["Food"], options: ["Poor", "Great"] },
  { questionType: "ranking", questionText: "Rank them", options: ["Spring", "Summer", "Winter"] },
];

async function createPublicForm(server, title, questions, settings = undefined, extra = {}) {
  const user = await createUser(server);
  const form = { title, isPublic: true, questions, settings, ...extra };
  return api.post(server, "/forms", form, user.token);
}

// The builder's "Ocean" ready theme: a palette of its own and a bundled font.
const OCEAN_THEME = {
  mode: "system",
  light: { background: "#f0f9ff", text: "#0c4a6e", accent: "#0369a1" },
  dark: { background: "#082f49", text: "#e0f2fe", accent: "#7dd3fc" },
  font: "nunito",
  radius: "large",
  buttonStyle: "filled",
};

/** The text and choice form in a theme: its colours' code and its font load on demand. */
export const createPublicThemedForm = (server) =>
  createPublicForm(server, "Text and choice, themed", TEXT_AND_CHOICE, { theme: OCEAN_THEME });

/** The text and choice form one question at a time: the walk loads on demand. */
export const createPublicOneAtATimeForm = (server) =>
  createPublicForm(server, "Text and choice, one at a time", TEXT_AND_CHOICE, {
    layout: "oneAtATime",
  });

/**
 * The text and choice form with hidden fields, a honeypot and a minimum time. Without the proof
 * of work: Chromium does not let the bench read the body of its worker's script.
 */
export const createPublicProtectedForm = (server) =>
  createPublicForm(
    server,
    "Text and choice, protected, with hidden fields",
    TEXT_AND_CHOICE,
    { spamProtection: { proofOfWork: false, honeypot: true, minSecondsToSubmit: 3 } },
    { hiddenFields: ["utm_source"] },
  );

/** A public form of one question of each of the 13 types, all on its first page. */
export const createPublicFormOfEveryType = (server) =>
  createPublicForm(server, "Every question type", EVERY_QUESTION_TYPE);

/** The most common public form: text and choice questions only. */
export const createPublicTextAndChoiceForm = (server) =>
  createPublicForm(server, "Text and choice", TEXT_AND_CHOICE);

/**
 * The same form in English that also offers German, read by a German browser. Its texts are not
 * translated: the page shows them in English, German only around them.
 */
export const createPublicGermanForm = (server) =>
  createPublicForm(server, "Text and choice, in German", TEXT_AND_CHOICE, {
    language: "en",
    languages: ["de"],
    translationFallback: true,
  });
