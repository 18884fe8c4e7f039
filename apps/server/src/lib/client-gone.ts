import type { FastifyReply } from "fastify";

/** Aborts when the client closes the connection before its answer is complete. */
export function abortedWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort(new Error("The client left"));
  });
  return controller.signal;
}
