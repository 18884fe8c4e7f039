// `npm start`: builds what changed, then runs the server in this process (signals reach it).
import { buildIfNeeded, SERVER_ENTRY } from "./build-if-needed.mjs";

try {
  buildIfNeeded();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import(SERVER_ENTRY);
