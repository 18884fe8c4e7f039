import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { returnFreedMemory } from "../lib/freed-memory.js";

const RETURN_EVERY_MS = 10_000;

/**
 * Every 10 s, gives back what the process freed (lib/freed-memory.ts): start-up's leftovers,
 * then an export's or a big summary's. A call with nothing to give back takes microseconds.
 */
export const freedMemoryPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const giveBack = () => {
    returnFreedMemory().catch((error: unknown) =>
      app.log.warn({ err: error }, "returning freed memory failed"),
    );
  };
  app.addHook("onListen", async () => {
    giveBack();
    timer ??= setInterval(giveBack, RETURN_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
