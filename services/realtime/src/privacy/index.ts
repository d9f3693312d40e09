/**
 * Privacy controls, realtime's part (docs/product/privacy.md, docs/adr/0236): the account export
 * route and the account erasure consumer, registered with one call from the app.
 */
import { ensureStream, runConsumer, type EventBus, type ServiceApp } from '@mathquest/service-kit';
import type { Redis } from 'ioredis';
import type { ChatSettingsRepository } from '../repositories/chat-settings-repository.js';
import type { EngagementFactsRepository } from '../repositories/engagement-facts-repository.js';
import { accountErasureConsumer } from './consumer.js';
import { eraseAccount } from './erase-account.js';
import { exportAccount } from './export-account.js';
import accountExportRoutes from './routes.js';

export interface PrivacyDeps {
  publicKeyPem: string;
  redis: Redis;
  bus: EventBus;
  chatSettings: ChatSettingsRepository;
  facts: EngagementFactsRepository;
  leaveRoom: (userId: string, code: string) => Promise<unknown>;
  disconnect: (userId: string) => Promise<void>;
}

/** Registers the export route, makes sure of the REALTIME stream its acknowledgements go to, and starts the erasure consumer (stopped when the app closes). */
export async function registerPrivacy(app: ServiceApp, deps: PrivacyDeps): Promise<() => Promise<void>> {
  await app.register(accountExportRoutes, { prefix: '/api/realtime', exportOf: exportAccount(deps), publicKeyPem: deps.publicKeyPem });
  await ensureStream(deps.bus.jsm, 'REALTIME');
  const erase = eraseAccount({ redis: deps.redis, leaveRoom: deps.leaveRoom, disconnect: deps.disconnect, bus: deps.bus, log: app.log });
  return runConsumer(deps.bus, accountErasureConsumer(erase), app.log);
}
