import type { FastifyReply, FastifyRequest } from "fastify";

const ADMIN_DEVICE_COOKIE = "formloom_admin_device";
/** Sent only to the admin sign-in routes (both steps), never to the rest of the API. */
const ADMIN_DEVICE_COOKIE_PATH = "/api/admin/login";
/** Browsers cap a cookie's life at 400 days; each admin sign-in renews it. */
const ADMIN_DEVICE_SECONDS = 400 * 24 * 60 * 60;

/** The device token the browser presents, if it has one. */
export function presentedDeviceToken(request: FastifyRequest): string | undefined {
  return request.cookies[ADMIN_DEVICE_COOKIE];
}

/** Has the browser keep (or renew) the token naming it as a device this admin uses. */
export function rememberAdminDevice(
  reply: FastifyReply,
  device: { token: string },
  publicUrl: string,
): void {
  reply.setCookie(ADMIN_DEVICE_COOKIE, device.token, {
    path: ADMIN_DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: publicUrl.startsWith("https:"),
    maxAge: ADMIN_DEVICE_SECONDS,
  });
}
