import { type Mail, MailDeliveryError, type Mailer } from "../../src/lib/mailer.js";

export type MemoryMailer = Mailer & {
  sent: Mail[];
  /** Makes every send fail until called again with false. */
  failDelivery(isFailing?: boolean): void;
  /** The last mail to `to`, or undefined. */
  lastTo(to: string): Mail | undefined;
};

export function createMemoryMailer(): MemoryMailer {
  const sent: Mail[] = [];
  let isFailing = false;
  return {
    sent,
    failDelivery: (value = true) => {
      isFailing = value;
    },
    lastTo: (to) => sent.filter((mail) => mail.to === to).at(-1),
    send: async (mail) => {
      if (isFailing) throw new MailDeliveryError("SMTP delivery failed: connection refused");
      sent.push(mail);
    },
  };
}

export function codeIn(mail: Mail | undefined): string {
  const code = mail?.text.match(/verification code is: (\d{6})/)?.[1];
  if (!code) throw new Error(`no verification code in ${mail?.subject ?? "no mail"}`);
  return code;
}

export function resetTokenIn(mail: Mail | undefined): string {
  const token = mail?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no reset link in ${mail?.subject ?? "no mail"}`);
  return token;
}
