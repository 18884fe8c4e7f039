import type { PGlite } from "@electric-sql/pglite";

const STATEMENTS = new Set<PropertyKey>(["query", "exec", "transaction"]);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The client with each statement (or transaction) started on a later turn of the event loop.
 * PGlite runs a statement on the server's only thread and resolves it without going back to the
 * event loop, so a chain of statements (a summary counted by pages, an export) left every request
 * that arrived meanwhile unread until the whole chain ended: measured, 100,000 responses' filtered
 * summary held a public form's view for seconds. Waiting for the next turn first lets those
 * requests be read and queue their statements between the chain's.
 */
export function takingTurns(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (!STATEMENTS.has(property)) return value.bind(target);
      return async (...args: unknown[]) => {
        await nextTurn();
        return value.apply(target, args);
      };
    },
  });
}
