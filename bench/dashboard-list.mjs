// GET /api/forms for one user with 10,000 forms, on PostgreSQL: p50/p95 over 200 requests,
// without and with a search (issue 4 target: p95 under 20 ms).
import { createUser, measureLatencies, percentile } from "./support/api.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const FORMS = 10_000;
const REQUESTS = 200;

export async function run() {
  const database = await createBenchDatabase("dashboard");
  const server = await startServer({ DATABASE_URL: database.url, CAPTCHA_COST: "1000" });
  try {
    const user = await createUser(server);
    await database.query(
      `WITH made AS (
         INSERT INTO forms (id, owner_id, workspace_id, title, description, created_at)
         SELECT gen_random_uuid(), $1, (SELECT id FROM workspaces WHERE personal_of = $1), 'Survey ' || n || CASE WHEN n % 100 = 0 THEN ' customer feedback' ELSE '' END,
                'Seeded', now() - (n || ' seconds')::interval
         FROM generate_series(1, $2) AS n
         RETURNING id)
       INSERT INTO form_versions (id, form_id, version, questions)
       SELECT gen_random_uuid(), id, 1, '[{"_id":"00000000-0000-7000-8000-000000000001","questionType":"text","questionText":"Name","required":true,"correctAnswer":[],"validations":{"regex":null},"options":[],"maxRating":null}]'::jsonb
       FROM made`,
      [user.id, FORMS],
    );
    await database.query("ANALYZE");
    const headers = { authorization: `Bearer ${user.token}` };
    const get = (query) => () => fetch(`${server.url}/api/forms?${query}`, { headers });
    await measureLatencies(20, get("page=1&limit=10"));
    const plain = await measureLatencies(REQUESTS, (i) => get(`page=${(i % 50) + 1}&limit=10`)());
    const search = await measureLatencies(REQUESTS, get("search=customer&page=1&limit=10"));
    return [
      [`forms seeded for one user`, String(FORMS)],
      [
        "GET /api/forms (pages 1-50) p50 / p95",
        `${percentile(plain, 50).toFixed(1)} ms / ${percentile(plain, 95).toFixed(1)} ms`,
      ],
      [
        "GET /api/forms?search=customer p50 / p95",
        `${percentile(search, 50).toFixed(1)} ms / ${percentile(search, 95).toFixed(1)} ms`,
      ],
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
}
