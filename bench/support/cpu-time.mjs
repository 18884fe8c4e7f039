import { readdirSync, readFileSync } from "node:fs";

// /proc/<pid>/stat counts CPU time in clock ticks of 1/100 s on Linux.
const TICKS_PER_SECOND = 100;

function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the fields after it are fixed.
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** CPU seconds (user and system) the process has used so far. */
export function processCpuSeconds(pid) {
  return readStat(pid)?.seconds ?? 0;
}

/** CPU seconds used so far by each PostgreSQL process of this machine, by pid. */
export function postgresCpuSeconds() {
  const byPid = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.name.startsWith("postgres")) byPid.set(entry, stat.seconds);
  }
  return byPid;
}

/** What the PostgreSQL processes alive now have used since `before` (new ones: all of it). */
function postgresCpuSince(before) {
  let total = 0;
  for (const [pid, seconds] of postgresCpuSeconds()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Runs `work` and answers its result with the CPU seconds each side spent meanwhile. */
export async function withCpuTime(serverPid, work) {
  const before = {
    server: processCpuSeconds(serverPid),
    postgres: postgresCpuSeconds(),
    load: process.cpuUsage(),
  };
  const result = await work();
  const load = process.cpuUsage(before.load);
  return {
    result,
    cpu: {
      server: processCpuSeconds(serverPid) - before.server,
      postgres: postgresCpuSince(before.postgres),
      load: (load.user + load.system) / 1e6,
    },
  };
}
