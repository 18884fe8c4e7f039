// `npm start`: builds what changed, then runs the server in this process (signals reach it).
import { buildIfNeeded, SERVER_ENTRY } from "./build-if-needed.mjs";

buildIfNeeded();
await import(SERVER_ENTRY);
