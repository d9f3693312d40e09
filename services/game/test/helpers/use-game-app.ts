/**
 * The setup most of the game's integration files share: one game app on its own database of the
 * harness's storage (started before the file's tests, closed after), a second connection to that
 * database for the solver (helpers/solver.ts: what no client can read), a client for the game's
 * routes, and the signing keys its test users are made with.
 */
import { connectMongo, type ServiceApp } from '@mathquest/service-kit';
import { testInfra, testKeys, uniqueDbName } from '@mathquest/service-kit/testing';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import { buildTestGameApp } from './build-test-app.js';
import { gameClient } from './game-client.js';
import { createSolver, type Solver } from './solver.js';

export interface GameUnderTest {
  readonly keys: ReturnType<typeof testKeys>;
  readonly db: string;
  readonly app: ServiceApp;
  readonly mongo: Connection;
  readonly solver: Solver;
  readonly client: ReturnType<typeof gameClient>;
}

/** Registers the file's beforeAll/afterAll; the fields other than `keys` and `db` are there once the tests run. */
export function useGameApp(dbPrefix: string, options?: Parameters<typeof buildTestGameApp>[3]): GameUnderTest {
  const keys = testKeys();
  const db = uniqueDbName(dbPrefix);
  let started: { app: ServiceApp; mongo: Connection; solver: Solver; client: ReturnType<typeof gameClient> } | undefined;
  const get = () => {
    if (!started) throw new Error('useGameApp: the game is started in beforeAll; read it from inside a test');
    return started;
  };

  beforeAll(async () => {
    const infra = testInfra();
    const app = await buildTestGameApp(infra, keys.publicKeyPem, db, options);
    const mongo = await connectMongo(infra.mongoUrl, db);
    started = { app, mongo, solver: createSolver(mongo), client: gameClient(app) };
  });

  afterAll(async () => {
    await started?.mongo.close();
    await started?.app.close();
  });

  return {
    keys,
    db,
    get app() {
      return get().app;
    },
    get mongo() {
      return get().mongo;
    },
    get solver() {
      return get().solver;
    },
    get client() {
      return get().client;
    },
  };
}
