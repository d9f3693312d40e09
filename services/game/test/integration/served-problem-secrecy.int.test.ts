/**
 * No answer can be derived from what the game API sends (docs/adr/0028). The maths generators are
 * public and deterministic: given a skill, a difficulty and a seed, anyone rebuilds the problem and
 * its answer. So every response about an open problem is searched for the seed and the stable id
 * (raw and decoded), for skill ids (the generator's name), and for the answer, the hints not asked
 * for and the worked solution; the seed itself must be beyond a search.
 */
import { randomUUID } from 'node:crypto';
import { generateProblem, listSkills, parseProblemId, type Problem } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../helpers/build-test-app.js';
import { useGameApp } from '../helpers/use-game-app.js';

const game = useGameApp('game_secrecy', { bankSeeds: 0 });
const { keys } = game;

const student = () => makeUser(keys.privateKeyPem, { plan: 'PREMIUM', grade: 6 });

interface Leaf {
  text: string;
  /** A string in the body (not a number or a boolean written as one). */
  isText: boolean;
  inChoices: boolean;
}

/**
 * A subtree the child chooses among, where the answer may stand as one option: a choice problem's
 * `choices`, and a number line's scale labels (docs/adr/0242: rounding 1,462 to the nearest
 * thousand shows 1,000, 1,500 and 2,000 on the line, as a choice problem shows its options).
 */
const isOptions = (parent: object, key: string) => key === 'choices' || (key === 'labels' && (parent as { kind?: unknown }).kind === 'number-line');

/** Every key and value of a JSON body, nested, as strings (numbers too: a seed could hide in one). */
function leaves(value: unknown, underChoices = false): Leaf[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [{ text: String(value), isText: typeof value === 'string', inChoices: underChoices }];
  return Object.entries(value).flatMap(([k, v]) => [{ text: k, isText: true, inChoices: underChoices }, ...leaves(v, underChoices || isOptions(value, k))]);
}

/** A string as given and as it reads once decoded (base64, base64url, hex, percent-encoding), and its word-like parts. */
function readings(text: string): string[] {
  const out = new Set([text, ...text.split(/[^A-Za-z0-9+/=_-]+/).filter(Boolean)]);
  for (const part of [...out]) {
    const compact = part.replace(/-/g, '');
    if (/^[A-Za-z0-9+/=_-]+$/.test(part)) {
      out.add(Buffer.from(part, 'base64').toString('latin1'));
      out.add(Buffer.from(part, 'base64url').toString('latin1'));
    }
    if (/^(?:[0-9a-fA-F]{2})+$/.test(compact)) out.add(Buffer.from(compact, 'hex').toString('latin1'));
    try {
      out.add(decodeURIComponent(part));
    } catch {
      /* not percent-encoded */
    }
  }
  return [...out];
}

interface Observed {
  problemId: string;
  /** Every response the API gave about the problem while it was open. */
  bodies: unknown[];
  /** Hint indexes the client asked for. */
  hintsAsked: number[];
}

/** Play a problem the way a client can: fetch, reload, ask the first hint, get a nudge, read progress and the session. */
async function observe(u: ReturnType<typeof student>, sessionId: string, started: unknown): Promise<Observed> {
  const next = await game.client.next(u, sessionId);
  expect(next.statusCode).toBe(200);
  const problemId = next.json().data.id as string;
  const bodies = [started, next.json()];
  bodies.push((await game.client.next(u, sessionId)).json());
  bodies.push((await game.client.next(u)).json());
  const hint = await game.client.hint(u, problemId, 0);
  expect(hint.statusCode).toBe(200);
  bodies.push(hint.json());
  const nudge = await game.client.submit(u, { sessionId, problemId, answer: 'I think maybe ???', timeSpent: 3, hintsUsed: 0 }, `nudge-${problemId}`);
  expect(nudge.json().data).toMatchObject({ graded: false });
  bodies.push(nudge.json(), (await game.client.progress(u)).json(), (await game.client.session(u, sessionId)).json());
  return { problemId, bodies, hintsAsked: [0] };
}

describe('a served problem reveals no answer', () => {
  it('no response about an open problem carries its seed, stable id or skill id (raw or decoded), its answer outside the choices, a hint not asked for or the worked solution', async () => {
    const u = student();
    const observed: Observed[] = [];
    for (const mode of ['SOLO_PRACTICE', 'BOSS_BATTLE']) {
      const started = await game.app.inject({ method: 'POST', url: '/api/game/session/start', headers: u.auth, payload: { mode, deviceType: 'web', ...(mode === 'BOSS_BATTLE' ? { bossId: 'boss-count-crunch' } : {}) } });
      const sessionId = started.json().data.session.id as string;
      for (let i = 0; i < 4; i++) {
        const seen = await observe(u, sessionId, started.json());
        observed.push(seen);
        // Answered right (as only a test can, from storage), so the next problem is a new one.
        const ok = await game.client.submit(u, { sessionId, problemId: seen.problemId, answer: await game.solver.answer(seen.problemId), timeSpent: 5, hintsUsed: 0 });
        expect(ok.json().data).toMatchObject({ graded: true, isCorrect: true });
      }
    }
    expect(new Set(observed.map((o) => o.problemId)).size).toBe(8);

    const skillIds = new Set(listSkills().map((s) => s.skillId));
    const seeds = new Set<string>();
    for (const { problemId, bodies, hintsAsked } of observed) {
      const stored: Problem = await game.solver.stored(problemId);
      const context = `${problemId} (${stored.problemId})`;
      seeds.add(stored.seed);
      // The positive control: the stored seed does rebuild the problem. It is the key the API must never give away.
      expect(generateProblem(stored.skillId, stored.difficulty, stored.seed).question.text).toBe(stored.question.text);

      const shown = bodies.flatMap((b) => leaves(b));
      const candidates = shown.flatMap((l) => readings(l.text));
      const secrets = [stored.seed, stored.problemId, Buffer.from(stored.seed, 'hex').toString('latin1')];
      for (const secret of secrets) expect(candidates.filter((c) => c.includes(secret)), context).toEqual([]);
      // Without a skill id the generator to rebuild with is not even named, and nothing reads as a stable id.
      expect(candidates.filter((c) => skillIds.has(c)), context).toEqual([]);
      expect(candidates.filter((c) => parseProblemId(c) !== null && skillIds.has(parseProblemId(c)!.skillId)), context).toEqual([]);

      // The answer only ever as one of the choices (all options of the skill, in a fixed order);
      // hints only as asked for; no worked solution before the answer.
      // (Texts only: a difficulty of 3 is not the answer "3".)
      const outsideChoices = shown.filter((l) => l.isText && !l.inChoices).map((l) => l.text);
      if (stored.answer.format !== 'choice') expect(outsideChoices, context).not.toContain(stored.answer.canonical);
      stored.hints.forEach((hint, i) => {
        if (!hintsAsked.includes(i)) expect(outsideChoices.filter((t) => t.includes(hint)), `${context} hint ${i}`).toEqual([]);
      });
      // A step that is word for word a hint the child asked for was shown as that hint (powers of ten: '10² = 100.').
      const asked = hintsAsked.map((i) => stored.hints[i]);
      for (const step of stored.explanation) if (!asked.includes(step)) expect(outsideChoices, context).not.toContain(step);
    }
    // Seeds are 128 random bits, never repeated: a search over seeds is out of reach.
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seeds.size).toBe(observed.length);
  });

  it('answers a tampered or foreign problem id with 404, never 500', async () => {
    const alice = student();
    const bob = student();
    const sessionId = await game.client.start(alice);
    const p = (await game.client.next(alice, sessionId)).json().data as { id: string };
    const bobSession = await game.client.start(bob);
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'a' ? 'b' : 'a') + s.slice(at + 1);
    const tampered = [flip(p.id, 0), flip(p.id, p.id.length - 1), p.id.slice(0, -1), p.id.replace(/-/g, ''), randomUUID(), 'x', 'A'.repeat(64)];
    for (const id of tampered) {
      const hint = await game.client.hint(alice, id, 0);
      expect([hint.statusCode, hint.json().error.code], id).toEqual([404, 'PROBLEM_NOT_FOUND']);
      const submit = await game.client.submit(alice, { sessionId, problemId: id, answer: '1', timeSpent: 5, hintsUsed: 0 });
      expect([submit.statusCode, submit.json().error.code], id).toEqual([404, 'PROBLEM_NOT_FOUND']);
      expect((await game.client.next(alice, id)).statusCode, id).toBe(404);
    }
    // Another student's id is as unknown as a made-up one.
    expect((await game.client.hint(bob, p.id, 0)).statusCode).toBe(404);
    expect((await game.client.submit(bob, { sessionId: bobSession, problemId: p.id, answer: '1', timeSpent: 5, hintsUsed: 0 })).statusCode).toBe(404);
    // Ids that are not even id-shaped (a stable id, a path) are refused as input, also never a 500.
    for (const id of [`${'g6.ns.gcf-lcm'}/d2/abc`, '../etc', 'A'.repeat(65)]) {
      const r = await game.client.hint(alice, encodeURIComponent(id), 0);
      expect(r.statusCode, id).toBe(400);
    }
    // The problem was never touched by any of that.
    expect((await game.client.next(alice, sessionId)).json().data).toMatchObject({ id: p.id, hintsUsed: 0 });
  });
});
