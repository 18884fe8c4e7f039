import { z } from "zod";

// Imported first by the app's entry, before any schema exists: zod otherwise probes `new Function`
// to compile its parsers, which our Content-Security-Policy (no 'unsafe-eval') refuses and the
// browser reports as a violation on every page, drowning the reports of real attacks. The public
// page builds no schema at all (.dependency-cruiser-public-page.cjs).
z.config({ jitless: true });
