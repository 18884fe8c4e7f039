import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type Nodemailer from "nodemailer";
import type { Log } from "./log.js";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = { send(mail: Mail): Promise<void> };

export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

const SMTP_TIMEOUT_MS = 10_000;

type MailerOptions = { smtpUrl?: string; from: string; dataDir: string; log: Log };

/** SMTP when SMTP_URL is set; otherwise an outbox of .eml files in DATA_DIR/mail. */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(from, dataDir, log);
}

/** A transport made at the first mail: nodemailer is not kept in memory by a server sending none. */
function lazyTransport<T>(create: (nodemailer: typeof Nodemailer) => T): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) => create(nodemailer));
    return transport;
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport(smtpUrl, {
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    }),
  );
  return {
    send: async ({ to, subject, text, html }) => {
      try {
        await (await transport()).sendMail({ from, to, subject, text, html });
      } catch (error) {
        throw new MailDeliveryError(`SMTP delivery failed: ${(error as Error).message}`);
      }
    },
  };
}

function createOutboxMailer(from: string, dataDir: string, log: Log): Mailer {
  const outbox = path.join(dataDir, "mail");
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    send: async ({ to, subject, text, html }) => {
      try {
        const info = await (await transport()).sendMail({ from, to, subject, text, html });
        await mkdir(outbox, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        const file = path.join(outbox, `${stamp}-${randomBytes(3).toString("hex")}.eml`);
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
        // Codes and reset links stay in the file: the log is read by more people than the mailbox.
        log.info({ to, subject, file }, "mail written to the outbox");
      } catch (error) {
        throw new MailDeliveryError(
          `Writing to the mail outbox failed: ${(error as Error).message}`,
        );
      }
    },
  };
}
