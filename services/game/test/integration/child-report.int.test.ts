/** A parent's report on a linked child (docs/adr/0073): figures after answers, grant checks. */
import { CHILDREN_GRANT_AUDIENCE, CHILDREN_GRANT_HEADER } from '@mathquest/contracts';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../helpers/build-test-app.js';
import { useGameApp } from '../helpers/use-game-app.js';

const game = useGameApp('game_report');
const { keys } = game;

/** A grant as auth signs it (services/auth/src/security/children-grant.ts). */
function grant(parentId: string, childIds: string[], tz = 'UTC'): string {
  return jwt.sign({ children: childIds.map((id) => ({ id, tz })) }, keys.privateKeyPem, {
    algorithm: 'ES256',
    expiresIn: 60,
    audience: CHILDREN_GRANT_AUDIENCE,
    issuer: 'mathquest-auth',
    subject: parentId,
  });
}

function report(parent: TestUser, childId: string, grantToken?: string) {
  return game.app.inject({ method: 'GET', url: `/api/game/children/${childId}/report`, headers: grantToken ? { ...parent.auth, [CHILDREN_GRANT_HEADER]: grantToken } : parent.auth });
}

async function play(child: TestUser, answers: Array<'right' | 'wrong'>): Promise<string> {
  const started = await game.app.inject({ method: 'POST', url: '/api/game/session/start', headers: child.auth, payload: { mode: 'SOLO_PRACTICE', deviceType: 'web' } });
  expect(started.statusCode).toBe(201);
  const sessionId = started.json().data.session.id as string;
  for (const kind of answers) {
    const next = await game.app.inject({ method: 'GET', url: `/api/game/problem/next?sessionId=${sessionId}`, headers: child.auth });
    expect(next.statusCode).toBe(200);
    const problemId = next.json().data.id as string;
    const answer = kind === 'right' ? await game.solver.answer(problemId) : '987654321';
    const body = { sessionId, problemId, answer, timeSpent: 12, hintsUsed: 0 };
    let res = await game.app.inject({ method: 'POST', url: '/api/game/problem/submit', headers: child.auth, payload: body });
    // An unreadable answer is nudged a few times, then graded (attempt policy).
    for (let i = 0; i < 4 && res.json().data.graded === false; i++) res = await game.app.inject({ method: 'POST', url: '/api/game/problem/submit', headers: child.auth, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ graded: true, isCorrect: kind === 'right' });
  }
  return sessionId;
}

describe('GET /api/game/children/:childId/report', () => {
  it('shows a linked child its figures by topic, time spent and recent sessions', async () => {
    const parent = makeUser(keys.privateKeyPem, { role: 'PARENT' });
    const child = makeUser(keys.privateKeyPem);
    const sessionId = await play(child, ['right', 'right', 'wrong']);

    const res = await report(parent, child.id, grant(parent.id, [child.id]));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.childId).toBe(child.id);
    expect(data.timeSpent7).toBeGreaterThan(0);
    expect(data.timeSpent30).toBe(data.timeSpent7);
    const sum = (topics: Array<{ attempted: number; correct: number }>) => topics.reduce((s, t) => ({ attempted: s.attempted + t.attempted, correct: s.correct + t.correct }), { attempted: 0, correct: 0 });
    expect(sum(data.topics7)).toEqual({ attempted: 3, correct: 2 });
    expect(data.topics30).toEqual(data.topics7);
    expect(data.recentSessions).toHaveLength(1);
    expect(data.recentSessions[0]).toMatchObject({ id: sessionId, mode: 'SOLO_PRACTICE', endedAt: null, problemsAnswered: 3, correctAnswers: 2 });
    expect(data.recentSessions[0].xpEarned).toBeGreaterThan(0);
  });

  it('shows a linked child who never practised with empty figures', async () => {
    const parent = makeUser(keys.privateKeyPem, { role: 'PARENT' });
    const child = makeUser(keys.privateKeyPem);
    const res = await report(parent, child.id, grant(parent.id, [child.id]));
    expect(res.statusCode).toBe(200);
    const none = { walkthroughs: 0, stepsSeen: 0, stepsRight: 0 };
    expect(res.json().data).toEqual({ childId: child.id, topics7: [], topics30: [], timeSpent7: 0, timeSpent30: 0, recentSessions: [], tutor7: none, tutor30: none, standards: [] });
  });

  it('is 404 for a child whose link the request does not prove, and 403 for other roles', async () => {
    const parent = makeUser(keys.privateKeyPem, { role: 'PARENT' });
    const other = makeUser(keys.privateKeyPem, { role: 'PARENT' });
    const child = makeUser(keys.privateKeyPem);
    const stranger = makeUser(keys.privateKeyPem);
    await play(stranger, ['right']);

    const unlinked = await report(parent, stranger.id, grant(parent.id, [child.id]));
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    // Another parent's grant, a forged one or none prove no link.
    expect((await report(parent, child.id, grant(other.id, [child.id]))).statusCode).toBe(404);
    expect((await report(parent, child.id, 'made.up.grant')).statusCode).toBe(404);
    expect((await report(parent, child.id)).statusCode).toBe(404);
    // A student (even the child) is not a parent.
    expect((await report(child, child.id, grant(child.id, [child.id]))).statusCode).toBe(403);
    expect((await report(parent, 'bad id!', grant(parent.id, [child.id]))).statusCode).toBe(400);
  });
});
