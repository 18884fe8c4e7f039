import { z } from "zod";

// Imported first by each entry, before any schema exists: zod otherwise probes `new Function`
// to compile its parsers, which our Content-Security-Policy (no 'unsafe-eval') refuses and the
// browser reports as a violation on every page, drowning the reports of real attacks.
z.config({ jitless: true });
