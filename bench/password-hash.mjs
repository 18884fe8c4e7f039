// The cost of one argon2id hash and one verification with the server's own parameters.
import { tsImport } from "tsx/esm/api";

const ROUNDS = 20;

export async function run() {
  const { hashPassword, verifyPassword } = await tsImport(
    "../apps/server/src/lib/password-hash.ts",
    import.meta.url,
  );
  await hashPassword("warm-up");
  const hashTimes = [];
  const verifyTimes = [];
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    const hash = await hashPassword(`Str0ng!pass${round}`);
    hashTimes.push(performance.now() - started);
    started = performance.now();
    await verifyPassword(hash, `Str0ng!pass${round}`);
    verifyTimes.push(performance.now() - started);
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return [
    [
      `argon2id hash, m=19456 KiB t=2 p=1 (median of ${ROUNDS})`,
      `${median(hashTimes).toFixed(1)} ms`,
    ],
    [`argon2id verify (median of ${ROUNDS})`, `${median(verifyTimes).toFixed(1)} ms`],
  ];
}
