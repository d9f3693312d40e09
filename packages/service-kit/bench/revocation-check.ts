/**
 * What the session-revocation check adds to an authenticated request (docs/adr/0013), on one core.
 * Run: npm run bench:revocation   (or npx tsx packages/service-kit/bench/revocation-check.ts [N])
 *
 * Prints nanoseconds per call of
 *  - RevocationList.isRevoked, with 0, 1 000 and 100 000 revoked sessions known (a miss and a hit);
 *  - verifyAccessToken of an already verified (cached) token, without and with the list: the
 *    difference is the whole per-request cost of revocation;
 *  - for scale, verifying a token's ES256 signature (what the cache avoids).
 * No Redis is needed: a request never touches it; the list is filled as a message would fill it.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import { RevocationList } from '../src/auth/session-revocation.js';
import { verifyAccessToken } from '../src/plugins/authenticate.js';

const N = Number(process.argv[2] ?? 2_000_000);
const ROUNDS = 5;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median over ROUNDS of the nanoseconds per call; `sink` keeps the JIT from dropping the work. */
let sink = 0;
function nsPer(count: number, work: (i: number) => unknown): number {
  for (let i = 0; i < Math.min(count, 10_000); i++) if (work(i)) sink++; // warm-up
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) if (work(i)) sink++;
    rounds.push(Number(process.hrtime.bigint() - start) / count);
  }
  return median(rounds);
}

const unused = {} as Redis; // the in-memory side only: no command is sent
const until = Date.now() + 15 * 60_000;
function listOf(size: number): { list: RevocationList; known: string } {
  const list = new RevocationList({ redis: unused, subscriber: unused });
  const entries = Array.from({ length: size }, () => ({ sid: randomUUID(), until }));
  list.add(entries);
  return { list, known: entries[0]?.sid ?? randomUUID() };
}

const rows: Array<[string, number]> = [];
for (const size of [0, 1_000, 100_000]) {
  const { list, known } = listOf(size);
  const unknown = randomUUID();
  rows.push([`isRevoked, ${size} revoked, miss`, nsPer(N, () => list.isRevoked(unknown))]);
  if (size > 0) rows.push([`isRevoked, ${size} revoked, hit`, nsPer(N, () => list.isRevoked(known))]);
}

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const token = jwt.sign({ role: 'STUDENT', username: 'bench', plan: 'FREE', tz: 'UTC', sid: randomUUID() }, privateKey, {
  algorithm: 'ES256',
  audience: 'mathquest',
  issuer: 'mathquest-auth',
  subject: 'u1',
  expiresIn: 900,
});
const { list } = listOf(1_000);
const without = nsPer(N, () => verifyAccessToken(token, publicKeyPem));
const withList = nsPer(N, () => verifyAccessToken(token, publicKeyPem, list));
rows.push(['verifyAccessToken, cached token, no list', without]);
rows.push(['verifyAccessToken, cached token, list of 1000', withList]);
rows.push(['  difference: revocation cost per request', withList - without]);

const fresh = Array.from({ length: 2_000 }, (_, i) =>
  jwt.sign({ role: 'STUDENT', username: 'bench', plan: 'FREE', tz: 'UTC', sid: `s${i}` }, privateKey, { algorithm: 'ES256', audience: 'mathquest', issuer: 'mathquest-auth', subject: `u${i}`, expiresIn: 900 }),
);
let next = 0;
// Each token once: the first verification of a token checks its signature.
const signature = nsPer(fresh.length / (ROUNDS + 1), () => verifyAccessToken(fresh[next++ % fresh.length]!, publicKeyPem));
rows.push(['verifyAccessToken, first sight (ES256 signature)', signature]);

const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, ns] of rows) console.log(`${name.padEnd(width)}  ${ns.toFixed(1).padStart(10)} ns`);
if (sink < 0) console.log(sink);
