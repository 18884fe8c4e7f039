import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMailer, MailDeliveryError } from "../src/lib/mailer.js";
import { passwordResetMail, verificationCodeMail } from "../src/modules/auth/emails.js";
import { useSmtpCatcher } from "./support/smtp-catcher.js";

const log = pino({ level: "silent" });
const mail = verificationCodeMail("ada@example.org", "Ada <Lovelace>", "042917");

describe("mail over SMTP", () => {
  const smtp = useSmtpCatcher(() => true);

  it("delivers a plain-text and an HTML body with the product name in the subject", async () => {
    await smtp.mailerFor({ mailFrom: "Formloom <no-reply@example.org>" }).send(mail);
    const parsed = smtp.about().at(-1);
    expect(parsed?.subject).toBe("Formloom: your verification code");
    expect(parsed?.from?.value).toEqual([{ name: "Formloom", address: "no-reply@example.org" }]);
    expect(parsed?.text).toContain("Your Formloom verification code is: 042917");
    expect(parsed?.html).toContain("042917");
    expect(parsed?.html).toContain("Ada &#60;Lovelace&#62;");
  });

  it("turns a refused connection into a MailDeliveryError", async () => {
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "x@example.org",
      dataDir: os.tmpdir(),
      log,
    });
    await expect(mailer.send(mail)).rejects.toBeInstanceOf(MailDeliveryError);
  });
});

describe("mail to the outbox", () => {
  it("writes one .eml file per mail under DATA_DIR/mail", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-outbox-"));
    await createMailer({ from: "Formloom <no-reply@example.org>", dataDir, log }).send(mail);
    const files = readdirSync(path.join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(path.join(dataDir, "mail", files[0] ?? "")));
    expect(parsed.to && "text" in parsed.to ? parsed.to.text : "").toBe("ada@example.org");
    expect(parsed.text).toContain("042917");
  });

  it("logs that a mail was written, to whom and where, never the code or the reset link", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-outbox-"));
    const lines: string[] = [];
    const capture = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const outbox = createMailer({ from: "no-reply@example.org", dataDir, log: capture });
    const resetLink =
      "https://forms.example.org/reset-password/Zm9yLXRoZS1sb2ctdGVzdC1vbmx5LXRva2Vu";
    await outbox.send(mail);
    await outbox.send(passwordResetMail("ada@example.org", "Ada", resetLink));

    expect(lines).toHaveLength(2);
    const files = readdirSync(path.join(dataDir, "mail"));
    for (const line of lines) {
      const entry = JSON.parse(line);
      expect(entry).toMatchObject({ level: 30, to: "ada@example.org" });
      expect(files.map((file) => path.join(dataDir, "mail", file))).toContain(entry.file);
    }
    const logged = lines.join("\n");
    expect(logged).not.toContain("042917");
    expect(logged).not.toContain("reset-password/");
    expect(logged).not.toContain("Zm9yLXRoZS1sb2ctdGVzdC1vbmx5LXRva2Vu");
  });
});
