import type { AddressInfo } from "node:net";
import os from "node:os";
import { type ParsedMail, simpleParser } from "mailparser";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../../src/config.js";
import { createMailer } from "../../src/lib/mailer.js";

/**
 * A local SMTP server keeping what it receives. Of the mails `isAbout` picks, it refuses the next
 * `refusals` (451, as a busy mailbox does), then takes them.
 */
export function startSmtp(isAbout: (subject: string) => boolean) {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on("end", async () => {
        const mail = await simpleParser(raw);
        if (isAbout(mail.subject ?? "") && refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error("Mailbox busy"), { responseCode: 451 }));
          return;
        }
        received.push(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const about = () => received.filter((mail) => isAbout(mail.subject ?? ""));
  return {
    server,
    about,
    refuseNext: (count: number) => {
      refusals = count;
    },
    /** Resolves once `count` mails it is about have arrived. */
    waitFor: async (count: number) => {
      while (about().length < count) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

/** The test file's SMTP server, listening while its tests run, and a mailer that sends to it. */
export function useSmtpCatcher(isAbout: (subject: string) => boolean) {
  const smtp = startSmtp(isAbout);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));
  return {
    ...smtp,
    mailerFor: (config: Pick<Config, "mailFrom">) =>
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: config.mailFrom,
        dataDir: os.tmpdir(),
        log: pino({ level: "silent" }),
      }),
  };
}
