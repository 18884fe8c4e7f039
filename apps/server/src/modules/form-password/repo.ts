import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { forms } from "../../db/schema.js";

type Executor = Database | Transaction;

export type FormLock = {
  isPublic: boolean;
  passwordHash: string | null;
  passwordGeneration: number;
};

/** What the lock of a form needs, read by its primary key; undefined when there is no form. */
export async function findFormLock(db: Executor, formId: string): Promise<FormLock | undefined> {
  const [row] = await db
    .select({
      isPublic: forms.isPublic,
      passwordHash: forms.passwordHash,
      passwordGeneration: forms.passwordGeneration,
    })
    .from(forms)
    .where(eq(forms.id, formId))
    .limit(1);
  return row;
}

/** Stores the new hash (null: none) and moves to a new generation, ending every unlock token. */
export async function replaceFormPassword(
  tx: Executor,
  formId: string,
  passwordHash: string | null,
): Promise<void> {
  await tx
    .update(forms)
    .set({
      passwordHash,
      passwordGeneration: sql`${forms.passwordGeneration} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(forms.id, formId));
}
