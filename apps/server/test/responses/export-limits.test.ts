import { afterEach, describe, expect, it, vi } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, textQuestion } from "../support/forms.js";
import { type TestContext, useTestApp } from "../support/test-app.js";

// Issue 22: exports take one of a few slots per server and at most two per account; the rest
// wait briefly or are refused with Retry-After, and a slot comes back however an export ends.
// Each export's pages pass through `pages.beforePage`, so a test holds an export open at a
// known point instead of racing a real one.
const pages = vi.hoisted(() => ({
  beforePage: undefined as undefined | ((afterId: string | undefined) => Promise<void>),
}));
vi.mock("../../src/modules/responses/export/repo.js", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("../../src/modules/responses/export/repo.js")>();
  return {
    ...original,
    findResponsesAfter: async (...args: Parameters<typeof original.findResponsesAfter>) => {
      await pages.beforePage?.(args[1].afterId);
      return original.findResponsesAfter(...args);
    },
  };
});

function createGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const LIMITS = {
  slots: { xlsx: 1, csv: 1 },
  maxWaiting: 1,
  maxWaitSeconds: 30,
  perAccount: 2,
  busyRetryAfterSeconds: 30,
  accountRetryAfterSeconds: 10,
};

/** An owner with a public form of two responses, and the export of a form, for one app. */
function exportHelpers(context: TestContext) {
  async function ownerWithResponses(email: string) {
    const token = await signUp(context.app, context.mailer, email);
    const form = await createForm(
      context.app,
      token,
      formBody({ isPublic: true, questions: [textQuestion()] }),
    );
    for (const name of ["Ada", "Grace"]) {
      const submitted = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers: [{ questionId: form.questions[0]?._id, answer: name }] },
      });
      expect(submitted.statusCode).toBe(201);
    }
    return { token, formId: form._id };
  }

  function exportOf(owner: { token: string; formId: string }, format: "csv" | "xlsx") {
    return context.app.inject({
      method: "GET",
      url: `/api/responses/form/${owner.formId}/export?format=${format}`,
      headers: bearer(owner.token),
    });
  }

  return { ownerWithResponses, exportOf };
}

describe.each(databaseKinds())("export slots on %s", (kind) => {
  const context = useTestApp(kind, { exportLimits: LIMITS });
  afterEach(() => {
    pages.beforePage = undefined;
  });

  const { ownerWithResponses, exportOf } = exportHelpers(context);

  const slotsNow = () => context.app.exportSlots.count();

  it("refuses an account's third export at once with 429 and Retry-After", async () => {
    const owner = await ownerWithResponses("owner@example.org");
    const gate = createGate();
    pages.beforePage = () => gate.opened;
    const first = exportOf(owner, "xlsx");
    const second = exportOf(owner, "csv");
    await vi.waitFor(() => expect(slotsNow().xlsx.running + slotsNow().csv.running).toBe(2));

    const third = await exportOf(owner, "csv");
    expect(third.statusCode).toBe(429);
    expect(third.headers["retry-after"]).toBe("10");
    expect(third.json()).toEqual({
      statusCode: 429,
      code: "TOO_MANY_EXPORTS",
      message: "You already have 2 exports in progress. Wait for one to finish, then try again.",
    });

    gate.open();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    // Given back once the file's writer has ended, just after the last byte.
    await vi.waitFor(() =>
      expect(slotsNow()).toEqual({
        xlsx: { running: 0, waiting: 0 },
        csv: { running: 0, waiting: 0 },
      }),
    );
    expect((await exportOf(owner, "csv")).statusCode).toBe(200);
  });

  it("lets one export wait for the server's slot and refuses more with 503", async () => {
    const [ada, grace, alan] = [
      await ownerWithResponses("ada@example.org"),
      await ownerWithResponses("grace@example.org"),
      await ownerWithResponses("alan@example.org"),
    ];
    const gate = createGate();
    pages.beforePage = () => gate.opened;
    const running = exportOf(ada, "xlsx");
    await vi.waitFor(() => expect(slotsNow().xlsx.running).toBe(1));
    const waiting = exportOf(grace, "xlsx");
    await vi.waitFor(() => expect(slotsNow().xlsx.waiting).toBe(1));

    const refused = await exportOf(alan, "xlsx");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("30");
    expect(refused.json()).toEqual({
      statusCode: 503,
      code: "EXPORTS_BUSY",
      message: "The server is busy with other exports. Please try again in a moment.",
    });
    // A CSV export has slots of its own.
    pages.beforePage = undefined;
    expect((await exportOf(alan, "csv")).statusCode).toBe(200);

    gate.open();
    const [first, second] = [await running, await waiting];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  describe("over HTTP", () => {
    let address = "";
    async function listening() {
      address ||= await context.app.listen({ port: 0, host: "127.0.0.1" });
      return address;
    }

    it("gives the slot back when the client leaves in the middle of the file", async () => {
      const owner = await ownerWithResponses("owner@example.org");
      const url = `${await listening()}/api/responses/form/${owner.formId}/export?format=xlsx`;
      const secondPage = createGate();
      let isOnSecondPage = false;
      pages.beforePage = async (afterId) => {
        if (afterId === undefined) return;
        isOnSecondPage = true;
        await secondPage.opened;
      };
      const leaving = new AbortController();
      const response = await fetch(url, {
        headers: bearer(owner.token),
        signal: leaving.signal,
      });
      expect(response.status).toBe(200);
      await vi.waitFor(() => expect(isOnSecondPage).toBe(true));
      expect(slotsNow().xlsx.running).toBe(1);

      leaving.abort();
      secondPage.open();
      await vi.waitFor(() => expect(slotsNow().xlsx.running).toBe(0));
      pages.beforePage = undefined;
      const again = await fetch(url, { headers: bearer(owner.token) });
      expect(again.status).toBe(200);
      expect(
        Buffer.from(await again.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
    });

    it("gives the place in the queue back when a waiting client leaves", async () => {
      const [ada, grace] = [
        await ownerWithResponses("ada@example.org"),
        await ownerWithResponses("grace@example.org"),
      ];
      const base = await listening();
      const gate = createGate();
      pages.beforePage = () => gate.opened;
      const running = fetch(`${base}/api/responses/form/${ada.formId}/export`, {
        headers: bearer(ada.token),
      });
      await vi.waitFor(() => expect(slotsNow().csv.running).toBe(1));
      const leaving = new AbortController();
      const waiting = fetch(`${base}/api/responses/form/${grace.formId}/export`, {
        headers: bearer(grace.token),
        signal: leaving.signal,
      }).catch((error: Error) => error.name);
      await vi.waitFor(() => expect(slotsNow().csv.waiting).toBe(1));

      leaving.abort();
      expect(await waiting).toBe("AbortError");
      await vi.waitFor(() => expect(slotsNow().csv.waiting).toBe(0));
      gate.open();
      expect((await running).status).toBe(200);
      await vi.waitFor(() => expect(slotsNow().csv.running).toBe(0));
    });
  });
});

describe.each(databaseKinds())("a short wait for an export slot on %s", (kind) => {
  const context = useTestApp(kind, { exportLimits: { ...LIMITS, maxWaitSeconds: 0.3 } });
  afterEach(() => {
    pages.beforePage = undefined;
  });

  const { ownerWithResponses, exportOf } = exportHelpers(context);

  const slotsNow = () => context.app.exportSlots.count();

  it("refuses with 503 an export whose wait for a slot runs out", async () => {
    const [ada, grace] = [
      await ownerWithResponses("ada@example.org"),
      await ownerWithResponses("grace@example.org"),
    ];
    const gate = createGate();
    pages.beforePage = () => gate.opened;
    const running = exportOf(ada, "csv");
    await vi.waitFor(() => expect(slotsNow().csv.running).toBe(1));

    const timedOut = await exportOf(grace, "csv");
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.headers["retry-after"]).toBe("30");
    expect(slotsNow().csv).toEqual({ running: 1, waiting: 0 });

    gate.open();
    expect((await running).statusCode).toBe(200);
  });
});
