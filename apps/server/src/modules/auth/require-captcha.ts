import { CAPTCHA_FIELD } from "@formloom/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.js";

export const CAPTCHA_FAILED = "Captcha verification failed";

/**
 * Sign-in and sign-up check the captcha themselves: a client that skips the widget (or the
 * /verify-captcha call) is refused, and a solved captcha serves one attempt only.
 */
export async function requireCaptcha(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = (request.body as Record<string, unknown> | undefined)?.[CAPTCHA_FIELD];
  if (typeof token !== "string" || token === "") {
    throw new AppError("BAD_REQUEST", "Please complete the CAPTCHA", {
      [CAPTCHA_FIELD]: "Please complete the CAPTCHA",
    });
  }
  if (!(await app.captcha.verify(token, { remoteIp: request.ip, consume: true }))) {
    throw new AppError("BAD_REQUEST", CAPTCHA_FAILED, { [CAPTCHA_FIELD]: CAPTCHA_FAILED });
  }
}
