// The least a Node server can do per submission: a bare node:http server that stores each POSTed
// body as one row through a pg pool (the server's pool size). Run as its own process by the
// submissions benchmark, to show how much of pgbench's rate any Node server can reach here.
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", async () => {
    try {
      await pool.query("INSERT INTO bench_rows (payload) VALUES ($1)", [
        Buffer.concat(chunks).toString(),
      ]);
      response.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
    } catch {
      response.writeHead(500).end();
    }
  });
});

server.listen(0, "127.0.0.1", () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
process.on("SIGTERM", () => server.close(() => pool.end()));
