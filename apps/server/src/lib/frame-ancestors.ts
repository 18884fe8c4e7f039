import type { FastifyReply } from "fastify";

/**
 * Lets these sources frame the page this reply sends, where the global policy lets none:
 * rewrites the Content-Security-Policy's `frame-ancestors` and drops X-Frame-Options, which
 * knows no list of sites and would contradict it in browsers that still read it.
 */
export function allowFramingBy(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.raw.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  reply.raw.setHeader(
    "content-security-policy",
    policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources.join(" ")}`),
  );
  reply.raw.removeHeader("x-frame-options");
}
