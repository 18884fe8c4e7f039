import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

export type OutboxMail = { to: string; subject: string; text: string; file: string };

/** The mails the server wrote to DATA_DIR/mail for `to`, oldest first. */
export async function readOutbox(dataDir: string, to: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, "mail");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = await simpleParser(await readFile(path.join(dir, file)));
    const recipients = [parsed.to ?? []].flat().map((address) => address.text);
    if (recipients.includes(to)) {
      mails.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "", file });
    }
  }
  return mails;
}

/** Waits for the newest mail to `to` that matches `pattern` and answers the first group. */
export async function waitForMail(
  dataDir: string,
  to: string,
  pattern: RegExp,
  { after = 0, timeoutMs = 10_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readOutbox(dataDir, to)).slice(after);
    for (const mail of mails.reverse()) {
      const match = mail.text.match(pattern);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

export const VERIFICATION_CODE = /verification code is: (\d{6})/;
export const RESET_LINK = /(https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+)/;
