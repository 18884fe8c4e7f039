import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../src/paths.js";
import { STRONG_PASSWORD } from "../support/accounts.js";
import { spawnTypeScript, waitForExit, waitForOutput } from "../support/processes.js";
import { multipartBody, PDF_BYTES } from "../support/uploads.js";

// Formloom as two identical server processes behind one address, on one PostgreSQL and one
// Redis: whatever one server did, the other knows.
const SERVER_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;
const missing = [!SERVER_URL && "TEST_DATABASE_URL", !REDIS_URL && "TEST_REDIS_URL"].filter(
  Boolean,
);
if (missing.length > 0) {
  console.warn(`!!! ${missing.join(" and ")} not set: two servers side by side are NOT tested`);
}

type Server = { url: string; dataDir: string; kill: (signal: NodeJS.Signals) => Promise<void> };
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-multi-"));
  const child = spawnTypeScript("src/main.ts", {
    env: { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", CAPTCHA_COST: "50", ...env },
  });
  const [, url = ""] = await waitForOutput(child, LISTENING, 60_000);
  return {
    url,
    dataDir,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = waitForExit(child);
      child.kill(signal);
      await exited;
    },
  };
}

async function call(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

async function solveCaptcha(server: Server): Promise<string> {
  const challenge = (await call(server, "GET", "/captcha/challenge")).json;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The code the server mailed to `email` (its mail lands in its own DATA_DIR). */
async function mailedCode(server: Server, email: string): Promise<string> {
  const dir = path.join(server.dataDir, "mail");
  for (let tries = 0; tries < 100; tries += 1) {
    const files = (() => {
      try {
        return readdirSync(dir).sort().reverse();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const text = readFileSync(path.join(dir, file), "utf8");
      const code = text.includes(email) && text.match(/code is: (\d{6})/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

async function waitUntil(isDone: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(missing.length > 0)("two servers on one PostgreSQL and one Redis", () => {
  const name = `formloom_multi_${randomBytes(6).toString("hex")}`;
  let databaseUrl = "";
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    await onServer(SERVER_URL ?? "", (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(SERVER_URL ?? "");
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: `formloom-multi-${randomBytes(6).toString("hex")}:`,
      RATE_LIMIT_FACTOR: "1",
    };
    // Both at the same moment, on an empty database: one of them migrates it.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill("SIGKILL"), b?.kill("SIGKILL")]);
    await onServer(SERVER_URL ?? "", (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  });

  it("migrates the empty database once", async () => {
    const applied = await onServer(databaseUrl, async (client) => {
      const result = await client.query(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      return result.rows[0].n as number;
    });
    const committed = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith(".sql"));
    expect(applied).toBe(committed.length);
  });

  it("signs up on one, verifies on the other, and each accepts the other's session", async () => {
    const email = "ada@example.org";
    const registered = await call(a, "POST", "/users/register", {
      name: "Ada Lovelace",
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      "g-recaptcha-response": await solveCaptcha(b),
    });
    expect(registered.status).toBe(201);
    const verified = await call(b, "POST", "/users/verify-otp", {
      email,
      otp: await mailedCode(a, email),
    });
    expect(verified.status).toBe(200);
    const token: string = verified.json.data.token;
    expect((await call(a, "GET", "/users/me", undefined, token)).status).toBe(200);
    expect((await call(b, "GET", "/users/me", undefined, token)).status).toBe(200);
  });

  it("refuses on one server a captcha solution already used on the other", async () => {
    const captcha = await solveCaptcha(a);
    const signIn = (server: Server) =>
      call(server, "POST", "/users/login", {
        email: "nobody@example.org",
        password: STRONG_PASSWORD,
        "g-recaptcha-response": captcha,
      });
    expect((await signIn(a)).status).toBe(401);
    expect((await signIn(b)).status).toBe(400);
  });

  it("counts one rate limit across both: ten forgot-password requests from an address, not twenty", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 20; n += 1) {
      const server = n % 2 === 0 ? a : b;
      statuses.push(
        (await call(server, "POST", "/users/forget-password", { email: `x${n}@example.org` }))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it("downloads through one server a file uploaded through the other", async () => {
    const email = "owner@example.org";
    await call(b, "POST", "/users/register", {
      name: "Owner",
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      "g-recaptcha-response": await solveCaptcha(b),
    });
    const token: string = (
      await call(b, "POST", "/users/verify-otp", { email, otp: await mailedCode(b, email) })
    ).json.data.token;
    const form = await call(
      a,
      "POST",
      "/forms",
      {
        title: "Tickets",
        isPublic: true,
        questions: [
          { questionType: "file", questionText: "Ticket", validations: { fileType: "pdf" } },
        ],
      },
      token,
    );
    const formId: string = form.json.data._id;
    const questionId: string = form.json.data.questions[0]._id;
    const { payload, headers } = multipartBody(
      { formId, questionId },
      { name: "ticket.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    );
    const uploaded = await fetch(`${a.url}/api/users/file-upload`, {
      method: "POST",
      headers,
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const fileUrl = ((await uploaded.json()) as { data: { url: string } }).data.url;
    const submitted = await call(b, "POST", `/responses/${formId}`, {
      answers: [{ questionId, answer: fileUrl }],
    });
    expect(submitted.status).toBe(201);
    const fileId = fileUrl.split("/").at(-1);
    const downloaded = await fetch(`${b.url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  it("loses no acknowledged submission when one server is killed under load", async () => {
    const email = "survey@example.org";
    await call(a, "POST", "/users/register", {
      name: "Surveyor",
      email,
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      "g-recaptcha-response": await solveCaptcha(a),
    });
    const token: string = (
      await call(a, "POST", "/users/verify-otp", { email, otp: await mailedCode(a, email) })
    ).json.data.token;
    const form = await call(
      b,
      "POST",
      "/forms",
      {
        title: "Busy",
        isPublic: true,
        questions: [{ questionType: "text", questionText: "Name" }],
      },
      token,
    );
    const formId: string = form.json.data._id;
    const questionId: string = form.json.data.questions[0]._id;
    const acknowledged: string[] = [];
    let stopped = false;
    // Ten clients, alternating between the servers; those of the killed one stop there.
    const clients = Array.from({ length: 10 }, async (_, index) => {
      const server = index % 2 === 0 ? a : b;
      while (!stopped) {
        try {
          const response = await fetch(`${server.url}/api/responses/${formId}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ answers: [{ questionId, answer: `client ${index}` }] }),
          });
          if (response.status !== 201) continue;
          const { data } = (await response.json()) as { data: { _id: string } };
          acknowledged.push(data._id);
        } catch {
          return; // its server is gone
        }
      }
    });
    // Well under the 400 submissions a minute one address may send (both servers count them).
    await waitUntil(() => acknowledged.length >= 150);
    await a.kill("SIGKILL");
    const afterKill = acknowledged.length;
    await waitUntil(() => acknowledged.length >= afterKill + 50);
    stopped = true;
    await Promise.all(clients);
    const stored = await onServer(databaseUrl, async (client) => {
      const result = await client.query("select id::text from responses where form_id = $1", [
        formId,
      ]);
      return new Set(result.rows.map((row: { id: string }) => row.id));
    });
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 60_000);
});
