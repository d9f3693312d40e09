/**
 * Privacy controls, engagement's part (docs/product/privacy.md, docs/adr/0236): the account export
 * route and the one account erasure consumer (`engagement-account-erasure`), registered with one
 * call from the app once the social module has decorated `socialPrivacy`.
 */
import { runConsumer, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { SocialPrivacy } from '../ports/privacy.js';
import { eraseFromEngagementKeys, removePlayerDocument } from '../repositories/account-erasure-repository.js';
import { redisPendingNotifications } from '../repositories/progress-repository.js';
import type { PlayerStore } from '../repositories/wallets-repository.js';
import { accountErasureConsumer } from './consumer.js';
import { eraseAccount } from './erase-account.js';
import { exportAccount } from './export-account.js';
import accountExportRoutes from './routes.js';

export interface PrivacyDeps {
  prefix: string;
  publicKeyPem: string;
  mongo: Connection;
  redis: Redis;
  bus: EventBus;
  store: PlayerStore;
  social: SocialPrivacy;
  now?: () => Date;
}

/** Registers the export route and starts the erasure consumer; the consumer stops when the app closes (before the social module's hooks, registered earlier). */
export async function registerPrivacy(app: ServiceApp, deps: PrivacyDeps): Promise<void> {
  const now = deps.now ? { now: deps.now } : {};
  const exportOf = exportAccount({ store: deps.store, social: deps.social, pending: redisPendingNotifications(deps.redis), ...now });
  await app.register(accountExportRoutes, { prefix: deps.prefix, exportOf, publicKeyPem: deps.publicKeyPem });
  const erase = eraseAccount({
    social: deps.social,
    store: deps.store,
    removePlayer: (userId) => removePlayerDocument(deps.mongo, userId),
    eraseKeys: (userId) => eraseFromEngagementKeys(deps.redis, userId),
    bus: deps.bus,
    log: app.log,
    ...now,
  });
  const stop = await runConsumer(deps.bus, accountErasureConsumer(erase), app.log);
  app.addHook('onClose', stop);
}
