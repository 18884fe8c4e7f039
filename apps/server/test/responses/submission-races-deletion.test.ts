import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forms } from "../../src/db/schema.js";
import { signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Only a server with many connections can delete a form between a submission's checks and its
// insert; PGlite runs one statement at a time.
describe.skipIf(!databaseKinds().includes("postgres"))(
  "a submission racing its form's deletion on postgres",
  () => {
    const context = useTestApp("postgres");

    /** Resolves once some statement waits for a row lock another transaction holds. */
    async function waitForLockWait() {
      for (let attempt = 0; attempt < 200; attempt++) {
        const result = await context.database.db.execute(
          sql`select count(*)::int as waiting from pg_locks where not granted`,
        );
        const [row] = (result as unknown as { rows: Array<{ waiting: number }> }).rows;
        if ((row?.waiting ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error("the submission never waited for the deleting transaction");
    }

    it("answers 404 'Form not found' when the form is deleted before the response is stored", async () => {
      const owner = await signUp(context.app, context.mailer, "owner@example.org");
      const form = await createForm(
        context.app,
        owner,
        formBody({
          isPublic: true,
          questions: [
            { questionType: "multipleChoice", questionText: "Pick", options: ["A", "B"] },
          ],
        }),
      );
      // The deletion holds its lock on the form row until we let it commit: the submission reads
      // the form (still visible), validates, and then its insert waits on that lock.
      let commit = () => {};
      const committed = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let deleted = () => {};
      const isDeleted = new Promise<void>((resolve) => {
        deleted = resolve;
      });
      const deletion = context.database.db.transaction(async (tx) => {
        await tx.delete(forms).where(eq(forms.id, form._id));
        deleted();
        await committed;
      });
      await isDeleted;
      const submission = context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers: [{ questionId: form.questions[0]?._id, answer: "A" }] },
      });
      await waitForLockWait();
      commit();
      await deletion;
      const response = await submission;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: "FORM_NOT_FOUND",
        message: "Form not found",
      });
    });
  },
);
