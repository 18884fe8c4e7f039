// `npm run db:template -w apps/server`: makes the data directory new embedded databases start
// from (see db/pglite-template.ts). Run it after upgrading @electric-sql/pglite, and commit both
// files it writes under apps/server/assets.
import { writePgliteTemplate } from "../db/pglite-template.js";

const { bytes, pglite } = await writePgliteTemplate();
console.log(`Wrote the template of PGlite ${pglite} (${Math.round(bytes / 1024)} KB).`);
