import { COMPLETION_BUCKETS, completionBucketOf } from "@formloom/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { compactFunnelDays } from "../../src/modules/funnel/compact-funnel-days.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// The funnel (issue 29): what the public page reports and what submissions add, recounted.

const THREE_PAGES = formBody({
  isPublic: true,
  questions: [
    { questionType: "text", questionText: "Name" },
    { questionType: "section", questionText: "About you" },
    { questionType: "text", questionText: "Town" },
    { questionType: "section", questionText: "Last words" },
    { questionType: "text", questionText: "Anything else?" },
  ],
});

/** A small seeded generator, so a failing replay can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Visit = { pagesReached: number; starts: boolean; submitSeconds?: number };

function randomVisits(count: number, seed: number): Visit[] {
  const random = randomFrom(seed);
  return Array.from({ length: count }, () => {
    const starts = random() < 0.7;
    const pagesReached = starts ? 1 + Math.floor(random() * 3) : 1;
    const submits = pagesReached === 3 && random() < 0.6;
    return {
      starts,
      pagesReached,
      submitSeconds: submits ? random() * 3000 : undefined,
    };
  });
}

function sendEvent(app: App, formId: string, payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: `/api/forms/${formId}/funnel-events`, payload });
}

async function replay(app: App, formId: string, visits: Visit[]) {
  await Promise.all(
    visits.map(async (visit) => {
      const counted = async (payload: Record<string, unknown>) =>
        expect((await sendEvent(app, formId, { version: 1, ...payload })).statusCode).toBe(202);
      await counted({ event: "view" });
      if (visit.starts) await counted({ event: "start" });
      for (let page = 2; page <= visit.pagesReached; page += 1)
        await counted({ event: "page", page });
      if (visit.submitSeconds === undefined) return;
      const submitted = await app.inject({
        method: "POST",
        url: `/api/responses/${formId}`,
        payload: { answers: [], completionSeconds: visit.submitSeconds },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
    }),
  );
}

function recount(visits: Visit[]) {
  const submitted = visits.filter((visit) => visit.submitSeconds !== undefined);
  const buckets = Array.from(
    { length: COMPLETION_BUCKETS },
    (_, bucket) =>
      submitted.filter((visit) => completionBucketOf(visit.submitSeconds as number) === bucket)
        .length,
  );
  return {
    views: visits.length,
    starts: visits.filter((visit) => visit.starts).length,
    pages: [2, 3].map((page) => ({
      page,
      reached: visits.filter((visit) => visit.pagesReached >= page).length,
    })),
    submissions: submitted.length,
    completionBuckets: buckets,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseKinds())("the funnel on %s", (kind) => {
  const context = useTestApp(kind);

  async function ownFunnel(token: string, formId: string, query = "") {
    const response = await context.app.inject({
      method: "GET",
      url: `/api/forms/${formId}/funnel${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it("counts what a replay of random visits did, step by step", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, THREE_PAGES);
    const visits = randomVisits(120, 29);
    await replay(context.app, form._id, visits);

    const funnel = await ownFunnel(owner, form._id, `?from=${today()}&to=${today()}`);
    expect(funnel).toMatchObject({ version: 1, pageCount: 3, ...recount(visits) });
    expect(funnel.completionRate).toBeCloseTo(recount(visits).submissions / visits.length);
    expect(funnel.medianSeconds).toBeGreaterThan(0);
    expect(funnel.p90Seconds).toBeGreaterThanOrEqual(funnel.medianSeconds);
    // The dashboard's card reads the same counters, over every version and day.
    const listed = await context.app.inject({
      method: "GET",
      url: "/api/forms",
      headers: bearer(owner),
    });
    const card = listed.json().data.find((each: { _id: string }) => each._id === form._id);
    expect(card.views).toBe(visits.length);
    expect(card.completionRate).toBeCloseTo(recount(visits).submissions / visits.length);
    // Whole days: a range that ends yesterday holds none of today's counts.
    const before = await ownFunnel(owner, form._id, "?to=2000-01-01");
    expect(before).toMatchObject({ views: 0, starts: 0, submissions: 0, completionRate: null });
  });

  it("refuses a bad beacon with a 4xx and counts nothing for it", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, THREE_PAGES);
    const hidden = await createForm(context.app, owner, formBody({ isPublic: false }));
    const refusals: Array<[string, Record<string, unknown>, number]> = [
      [form._id, { event: "click", version: 1 }, 400],
      [form._id, { event: "view" }, 400],
      [form._id, { event: "view", version: 0 }, 400],
      [form._id, { event: "page", version: 1 }, 400],
      [form._id, { event: "page", version: 1, page: 1 }, 400],
      [form._id, { event: "page", version: 1, page: 1e6 }, 400],
      [form._id, { event: "view", version: 2 }, 404],
      [hidden._id, { event: "view", version: 1 }, 404],
      ["0190a6d4-8c3a-7b2e-9f00-000000000000", { event: "view", version: 1 }, 404],
    ];
    for (const [formId, payload, status] of refusals) {
      const response = await sendEvent(context.app, formId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBeTruthy();
    }
    const funnel = await ownFunnel(owner, form._id);
    expect(funnel).toMatchObject({ views: 0, starts: 0, submissions: 0 });
    expect(funnel.pages.every((page: { reached: number }) => page.reached === 0)).toBe(true);
  });

  it("shows a form's funnel to its owner only, and deletes its counters with it", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    const form = await createForm(context.app, owner, THREE_PAGES);
    await replay(context.app, form._id, randomVisits(10, 7));
    const seen = await context.app.inject({
      method: "GET",
      url: `/api/forms/${form._id}/funnel`,
      headers: bearer(stranger),
    });
    expect(seen.statusCode).toBe(404);
    const counterRows = async () => {
      const result = (await context.database.db.execute(
        sql`select count(*)::int as rows from funnel_counts where form_id = ${form._id}`,
      )) as unknown as { rows: Array<{ rows: number }> };
      return result.rows[0]?.rows;
    };
    expect(await counterRows()).toBeGreaterThan(0);
    const deleted = await context.app.inject({
      method: "DELETE",
      url: `/api/forms/${form._id}`,
      headers: bearer(owner),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await counterRows()).toBe(0);
  });

  it("stores no address, agent, cookie or identifier with a count", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, THREE_PAGES);
    const response = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/funnel-events`,
      headers: { "user-agent": "Tracker/1.0", cookie: "id=42" },
      payload: { event: "view", version: 1 },
    });
    expect(response.statusCode).toBe(202);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const result = (await context.database.db.execute(
      sql`select * from funnel_counts where form_id = ${form._id}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(Object.keys(result.rows[0] ?? {}).sort()).toEqual(
      ["count", "day", "form_id", "form_version", "shard", "step"].sort(),
    );
    expect(JSON.stringify(result.rows)).not.toMatch(/Tracker|127\.0\.0\.1|id=42/);
  });
  it("folds past days' shards into one row per step without changing a total", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, THREE_PAGES);
    await context.database.db.execute(sql`
      insert into funnel_counts (form_id, form_version, day, step, shard, count)
      select ${form._id}::uuid, 1, current_date - d, s, shard, 3
      from unnest(array['view', 'start', 'submit']) as s,
        generate_series(0, 2) as d, generate_series(0, 15) as shard`);
    const before = await ownFunnel(owner, form._id);
    await compactFunnelDays(context.database.db);
    await compactFunnelDays(context.database.db);
    expect(await ownFunnel(owner, form._id)).toEqual(before);
    expect(before).toMatchObject({ views: 144, starts: 144, submissions: 144 });
    const result = (await context.database.db.execute(
      sql`select count(*)::int as rows from funnel_counts where form_id = ${form._id}`,
    )) as unknown as { rows: Array<{ rows: number }> };
    // Today keeps its 16 shards per step; each of the two past days has one row per step.
    expect(result.rows[0]?.rows).toBe(3 * 16 + 2 * 3);
  });
});
