import type { Mail } from "../../lib/mailer.js";

const PRODUCT = "Formloom";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function mailLayout(body: string): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;font-size:18px;color:#4f46e5">${PRODUCT}</p>
${body}
</div></body></html>`;
}

export function verificationCodeMail(to: string, name: string, code: string): Mail {
  return {
    to,
    subject: `${PRODUCT}: your verification code`,
    text: [
      `Hello ${name},`,
      "",
      `Your ${PRODUCT} verification code is: ${code}`,
      "",
      "It expires in 10 minutes. If you did not create an account, ignore this email.",
    ].join("\n"),
    html: mailLayout(`<p>Hello ${escapeHtml(name)},</p>
<p>Your verification code is:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${code}</p>
<p style="color:#6b7280">It expires in 10 minutes. If you did not create an account, ignore this email.</p>`),
  };
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: `${PRODUCT}: reset your password`,
    text: [
      `Hello ${name},`,
      "",
      "Someone asked to reset the password of your account. To choose a new one, open:",
      link,
      "",
      "The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.",
    ].join("\n"),
    html: mailLayout(`<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your account.</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p style="color:#6b7280">The link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.</p>`),
  };
}

/** After a verification that discarded the passwords of several sign-ups (register-user.ts). */
export function choosePasswordMail(to: string, name: string, link: string): Mail {
  const why =
    "This address was signed up for more than once before it was verified, so no password chosen at sign-up is kept: only you, who received the code, can choose one.";
  return {
    to,
    subject: `${PRODUCT}: choose your password`,
    text: [
      `Hello ${name},`,
      "",
      `Your email address is verified. ${why} To choose your password, open:`,
      link,
      "",
      "The link works once and expires in 1 hour. After that, use 'Forgot Password?' on the sign-in page.",
    ].join("\n"),
    html: mailLayout(`<p>Hello ${escapeHtml(name)},</p>
<p>Your email address is verified. ${why}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Choose your password</a></p>
<p style="color:#6b7280">The link works once and expires in 1 hour. After that, use 'Forgot Password?' on the sign-in page.</p>`),
  };
}
