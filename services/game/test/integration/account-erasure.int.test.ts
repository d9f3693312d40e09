/**
 * An account's export and erasure in the game on real storage and NATS (docs/product/privacy.md):
 * a student who played is exported with auth's grant only (the answer parses against the published
 * schema) and erased; afterwards no document of the game's database names the student, another
 * student's records stay, and a request delivered twice (two messages of one erasure) is one
 * `game.account.erased`. A game instance that was stopped when the request was published applies
 * it when it starts again on the same durable consumer.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_EXPORT_GRANT_AUDIENCE, ACCOUNT_EXPORT_GRANT_HEADER, GameAccountExportSchema } from '@mathquest/contracts';
import { connectEventBus, connectMongo, ensureStream, newEvent, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import jwt from 'jsonwebtoken';
import type { Connection } from 'mongoose';
import type { NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGameApp, makeUser, type TestUser } from '../helpers/build-test-app.js';
import { eventsFor, openNats } from '../helpers/events.js';
import { gameClient } from '../helpers/game-client.js';

const keys = testKeys();
const db = uniqueDbName('game_erasure');
const durableSuffix = `e${randomBytes(4).toString('hex')}`;
let app: ServiceApp;
let bus: EventBus;
let nc: NatsConnection;
let mongo: Connection;

beforeAll(async () => {
  const infra = testInfra();
  bus = await connectEventBus(infra.natsUrl, 'game-erasure-test');
  await Promise.all((['AUTH', 'GAME'] as const).map((s) => ensureStream(bus.jsm, s)));
  app = await buildTestGameApp(infra, keys.publicKeyPem, db, { bankSeeds: 0, durableSuffix });
  nc = await openNats(infra.natsUrl);
  mongo = await connectMongo(infra.mongoUrl, db);
});

afterAll(async () => {
  await app?.close();
  await bus?.close();
  await nc?.close();
  await mongo?.close();
});

/** Polls `read` every 100 ms until `done` holds of its value, for at most `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A practice session with one answer: a student document, a session and a served problem. */
async function played(u: TestUser): Promise<void> {
  const game = gameClient(app);
  const sessionId = await game.start(u);
  const next = await game.next(u, sessionId);
  expect(next.statusCode, next.body).toBe(200);
  const submitted = await game.submit(u, { sessionId, problemId: next.json().data.id, answer: '1', timeSpent: 20, hintsUsed: 0 });
  expect(submitted.statusCode, submitted.body).toBe(200);
}

const grant = (sub: string) =>
  jwt.sign({ sub, requestedBy: sub }, keys.privateKeyPem, { algorithm: 'ES256', audience: ACCOUNT_EXPORT_GRANT_AUDIENCE, issuer: 'mathquest-auth', expiresIn: 60 });
const exportOf = (userId: string, token?: string) =>
  app.inject({ method: 'GET', url: `/api/game/accounts/${userId}/export`, headers: token ? { [ACCOUNT_EXPORT_GRANT_HEADER]: token } : {} });

/** The request as auth publishes it; another `messageId` gets past JetStream's de-duplication (a redelivery). */
const requestErasure = (userId: string, erasureId: string, messageId: string = randomUUID()) =>
  bus.publish(
    'auth.account.erasure_requested',
    newEvent('auth.account.erasure_requested', { erasureId, userId, role: 'STUDENT', requestedBy: { userId, role: 'STUDENT' }, requestedAt: new Date().toISOString() }, undefined, messageId),
  );
const acks = async (userId: string, erasureId: string) => (await eventsFor(nc, 'GAME', 'game.account.erased', userId)).filter((e) => e.data.erasureId === erasureId);

/** Every document of every collection of the game's database that mentions `id`. */
async function documentsNaming(id: string): Promise<string[]> {
  const out: string[] = [];
  for (const c of await mongo.db!.listCollections().toArray()) {
    for (const doc of await mongo.db!.collection(c.name).find({}).toArray()) {
      if (JSON.stringify(doc).includes(id)) out.push(`${c.name}/${String(doc._id)}`);
    }
  }
  return out;
}

describe('an account erased in the game', () => {
  it('exports its sessions and answers with auth’s grant only, then leaves none of it; a request delivered twice is one acknowledgement', async () => {
    const [erased, other] = [makeUser(keys.privateKeyPem, { plan: 'PREMIUM' }), makeUser(keys.privateKeyPem, { plan: 'PREMIUM' })];
    await played(erased);
    await played(other);

    expect((await exportOf(erased.id)).statusCode).toBe(403);
    expect((await exportOf(erased.id, grant(other.id))).statusCode).toBe(403);
    const exported = await exportOf(erased.id, grant(erased.id));
    expect(exported.statusCode, exported.body).toBe(200);
    const part = GameAccountExportSchema.parse(exported.json().data);
    expect(part.student).not.toBeNull();
    expect(part.sessions.map((s) => s.mode)).toEqual(['SOLO_PRACTICE']);
    expect(part.answers.length).toBeGreaterThan(0);
    expect((await documentsNaming(erased.id)).length).toBeGreaterThan(0);

    const erasureId = randomUUID();
    await requestErasure(erased.id, erasureId);
    await requestErasure(erased.id, erasureId);
    await until(() => acks(erased.id, erasureId), (a) => a.length > 0, 'game.account.erased');
    expect(await documentsNaming(erased.id)).toEqual([]);
    expect((await documentsNaming(other.id)).length).toBeGreaterThan(0);
    // The second message of the same erasure has been handled once a later erasure is acknowledged
    // (one consumer, in order): it erased nothing more and acknowledged under the same event id.
    const marker = makeUser(keys.privateKeyPem);
    const markerErasure = randomUUID();
    await requestErasure(marker.id, markerErasure);
    await until(() => acks(marker.id, markerErasure), (a) => a.length > 0, 'the later erasure');
    expect(await acks(erased.id, erasureId)).toHaveLength(1);
    const again = await exportOf(erased.id, grant(erased.id));
    expect(GameAccountExportSchema.parse(again.json().data)).toMatchObject({ student: null, sessions: [], answers: [] });
  });

  it('an instance stopped when the request is published applies it when it starts again', async () => {
    const gone = makeUser(keys.privateKeyPem, { plan: 'PREMIUM' });
    await played(gone);
    await app.close();

    const erasureId = randomUUID();
    await requestErasure(gone.id, erasureId);
    // A new instance on the same durable consumer.
    app = await buildTestGameApp(testInfra(), keys.publicKeyPem, db, { bankSeeds: 0, durableSuffix });
    await until(() => acks(gone.id, erasureId), (a) => a.length > 0, 'game.account.erased after the restart', 60_000);
    expect(await documentsNaming(gone.id)).toEqual([]);
  });
});
