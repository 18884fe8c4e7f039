import type { Database } from "../../db/client.js";

/** What the two-factor services need: the database and the key sealing TOTP secrets. */
export type TwoFactorDeps = { db: Database; twoFactorKey: string };
