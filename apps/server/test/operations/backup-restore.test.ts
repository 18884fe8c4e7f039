import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deriveKey } from "../../src/lib/secrets.js";
import { createSessionTokens } from "../../src/lib/session-tokens.js";
import { formBody } from "../support/forms.js";
import { spawnTypeScript, waitForExit, waitForOutput } from "../support/processes.js";
import { seedDataDir } from "../support/seed-data-dir.js";
import { multipartBody, PDF_BYTES } from "../support/uploads.js";

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const running: Array<ReturnType<typeof spawnTypeScript>> = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

function startServer(dataDir: string) {
  const child = spawnTypeScript("src/main.ts", {
    env: { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" },
  });
  running.push(child);
  return child;
}

async function stopServer(child: ReturnType<typeof spawnTypeScript>) {
  const exited = waitForExit(child);
  child.kill("SIGTERM");
  const { code, output } = await exited;
  expect(code, output).toBe(0);
}

function runCli(file: string, dataDir: string, args: string[]) {
  return waitForExit(spawnTypeScript(file, { env: { DATA_DIR: dataDir }, args }));
}

async function listResponses(url: string, token: string, formId: string, text?: string) {
  const query = text ? `?q=${text}` : "";
  const response = await fetch(`${url}/api/responses/${formId}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { total: number; data: Array<{ answers: unknown }> };
}

/** What an owner sees of their form: the form, its responses and each uploaded file's bytes. */
async function ownerView(url: string, token: string, formId: string, fileUrl: string) {
  const headers = { authorization: `Bearer ${token}` };
  const form = (await (await fetch(`${url}/api/forms/${formId}`, { headers })).json()) as {
    data: { title: string; questions: unknown[]; responseCount: number };
  };
  const responses = await listResponses(url, token, formId);
  // The responses made before the backup, found by their text among those made during it.
  const named = await Promise.all(
    ["Ada", "Grace"].map((name) => listResponses(url, token, formId, name)),
  );
  const file = await fetch(`${url}${fileUrl}`, { headers });
  return {
    title: form.data.title,
    responseCount: form.data.responseCount,
    questions: form.data.questions.length,
    total: responses.total,
    answers: named.map((list) => list.data.map((response) => response.answers)),
    fileStatus: file.status,
    fileBytes: Buffer.from(await file.arrayBuffer()),
  };
}

describe("npm run backup and npm run restore", () => {
  it("backs up while the server runs; a server on the restored DATA_DIR serves the same forms, responses and files", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "formloom-backup-"));
    const dataDir = path.join(root, "data");
    const seeded = await seedDataDir(
      dataDir,
      formBody({
        title: "Job application",
        questions: [
          { questionType: "text", questionText: "Your name", required: true },
          { questionType: "file", questionText: "Your CV", validations: { fileType: "pdf" } },
        ],
      }),
    );
    const [nameQuestion, cvQuestion] = seeded.questionIds as [string, string];

    const server = startServer(dataDir);
    const [, url = ""] = await waitForOutput(server, LISTENING);
    const { payload, headers } = multipartBody(
      { formId: seeded.formId, questionId: cvQuestion },
      { name: "cv.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    );
    const uploaded = await fetch(`${url}/api/users/file-upload`, {
      method: "POST",
      headers,
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const fileUrl = ((await uploaded.json()) as { data: { url: string } }).data.url;
    for (const name of ["Ada", "Grace"]) {
      const submitted = await fetch(`${url}/api/responses/${seeded.formId}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          answers: [
            { questionId: nameQuestion, answer: name },
            ...(name === "Ada" ? [{ questionId: cvQuestion, answer: fileUrl }] : []),
          ],
        }),
      });
      expect(submitted.status).toBe(201);
    }
    // The server signs with the secret its database keeps: the backup must carry it, or every
    // session would end.
    const token = await createSessionTokens(deriveKey(seeded.secret, "session-tokens")).issue({
      userId: seeded.ownerId,
      audience: "user",
      tokenVersion: 0,
    });
    const before = await ownerView(url, token, seeded.formId, fileUrl);
    expect(before).toMatchObject({ title: "Job application", total: 2, fileStatus: 200 });
    expect(before.fileBytes.equals(PDF_BYTES)).toBe(true);

    // Respondents keep submitting while the backup is taken.
    let isBackingUp = true;
    let acknowledgedDuring = 0;
    const respondents = Array.from({ length: 5 }, async () => {
      while (isBackingUp) {
        const submitted = await fetch(`${url}/api/responses/${seeded.formId}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ answers: [{ questionId: nameQuestion, answer: "During" }] }),
        });
        if (submitted.status === 201) acknowledgedDuring += 1;
      }
    });
    const backupFile = path.join(root, "formloom.backup.tar.gz");
    const backup = await runCli("src/cli/backup.ts", dataDir, ["--out", backupFile]);
    isBackingUp = false;
    await Promise.all(respondents);
    expect(backup.output).toContain("by the running server");
    expect(backup.code).toBe(0);
    expect(acknowledgedDuring).toBeGreaterThan(0);
    expect(existsSync(`${backupFile}.partial`)).toBe(false);
    // The server kept serving during and after the backup.
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

    const again = await runCli("src/cli/backup.ts", dataDir, ["--out", backupFile]);
    expect(again.code).toBe(1);
    expect(again.output).toContain("exists already");

    const overRunning = await runCli("src/cli/restore.ts", dataDir, [backupFile]);
    expect(overRunning.code).toBe(1);
    const notEmpty = path.join(root, "not-empty");
    mkdirSync(notEmpty);
    writeFileSync(path.join(notEmpty, "notes.txt"), "mine");
    const refused = await runCli("src/cli/restore.ts", notEmpty, [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("is not empty. Restore only into an empty DATA_DIR");
    expect(readFileSync(path.join(notEmpty, "notes.txt"), "utf8")).toBe("mine");

    await stopServer(server);
    const restoredDir = path.join(root, "restored");
    const restored = await runCli("src/cli/restore.ts", restoredDir, [backupFile]);
    expect(restored.output).toContain("the database and 1 files");
    expect(restored.code).toBe(0);

    const fresh = startServer(restoredDir);
    const [, freshUrl = ""] = await waitForOutput(fresh, LISTENING);
    const after = await ownerView(freshUrl, token, seeded.formId, fileUrl);
    // Everything stored before the backup began, and a consistent cut of what came during it:
    // the form's response counter agrees with the responses themselves.
    expect(after.total).toBeGreaterThanOrEqual(before.total);
    expect(after.total).toBeLessThanOrEqual(before.total + acknowledgedDuring);
    expect(after.responseCount).toBe(after.total);
    expect(after).toMatchObject({ title: before.title, questions: 2, fileStatus: 200 });
    expect(after.fileBytes.equals(PDF_BYTES)).toBe(true);
    expect(after.answers).toEqual(before.answers);
    expect(after.answers.map((list) => list.length)).toEqual([1, 1]);
    await stopServer(fresh);
  }, 120_000);

  it("backs up a stopped server's DATA_DIR too, and refuses a file that is no backup", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "formloom-backup-"));
    const dataDir = path.join(root, "data");
    await seedDataDir(dataDir);
    const backupFile = path.join(root, "offline.tar.gz");
    const backup = await runCli("src/cli/backup.ts", dataDir, ["--out", backupFile]);
    expect(backup.output).toContain("no server was running");
    expect(backup.code).toBe(0);

    const junk = path.join(root, "junk.tar.gz");
    writeFileSync(junk, "not a backup");
    const refused = await runCli("src/cli/restore.ts", path.join(root, "restored"), [junk]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("restore failed: this file is not a whole Formloom backup");
    // Nothing half-restored is left behind for a server to start on.
    expect(existsSync(path.join(root, "restored", "db"))).toBe(false);
  }, 60_000);
});
