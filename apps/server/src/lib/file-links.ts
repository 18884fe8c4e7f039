import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a file link in an export opens the file: a week, as the owner's copy travels. */
export const FILE_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;
const FILE_LINK_PATH = "/api/file-links/";

export type FileLinkCheck = "valid" | "expired" | "invalid";

/**
 * Links to uploaded files that work without the app's token: the file id and the expiry (Unix
 * seconds) signed with HMAC-SHA256 under a key of their own, so a link cannot be stretched
 * in time or pointed at another file.
 */
export type FileLinks = {
  /** The absolute link to the file, valid until `expires`. */
  create(fileId: string, expires: number): string;
  check(fileId: string, expires: string, signature: string, nowMs?: number): FileLinkCheck;
};

export function createFileLinks(key: string, publicUrl: string): FileLinks {
  const sign = (fileId: string, expires: string) =>
    createHmac("sha256", key).update(`${fileId}.${expires}`).digest("base64url");
  return {
    create(fileId, expires) {
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(fileId, String(expires)),
      });
      return `${publicUrl}${FILE_LINK_PATH}${fileId}?${query}`;
    },
    check(fileId, expires, signature, nowMs = Date.now()) {
      if (!/^\d{1,15}$/.test(expires)) return "invalid";
      const expected = Buffer.from(sign(fileId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      return Number(expires) * 1000 <= nowMs ? "expired" : "valid";
    },
  };
}

/** The expiry of links made now: every link of one export shares it. */
export function fileLinkExpiry(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) + FILE_LINK_TTL_SECONDS;
}
