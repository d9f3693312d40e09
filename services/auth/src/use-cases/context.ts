import type { RevocationPublisher } from '@mathquest/service-kit';
import type { Outbox } from '../events/outbox.js';
import type { DevicesRepository } from '../repositories/devices-repository.js';
import type { LockoutsRepository } from '../repositories/lockouts-repository.js';
import type { SessionsRepository } from '../repositories/sessions-repository.js';
import type { RostersRepository } from '../repositories/rosters-repository.js';
import type { UsersRepository } from '../repositories/users-repository.js';
import type { ErasuresRepository } from '../repositories/erasures-repository.js';
import type { ExportPartsClient } from '../repositories/export-parts-client.js';
import type { AccessTokenSigner } from '../security/access-tokens.js';
import type { AccountExportGrantSigner, ChildrenGrantSigner } from '../security/grants.js';
import type { PasswordHasher } from '../security/password.js';
import type { SecretBox } from '../security/secret-box.js';

/** What the use cases work with; built once by app.ts and handed to the routes and the CLI. */
export interface AuthContext {
  users: UsersRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  accessTokens: AccessTokenSigner;
  /** Vouches for a parent's links to the services that show children's progress and wallets (docs/adr/0029). */
  childrenGrants: ChildrenGrantSigner;
  refreshTokenTtlDays: number;
  /** A refresh token exchanged less than this long ago gets a pair of its own, not a revocation (docs/adr/0165). */
  refreshGraceMs: number;
  /** Failed passwords per account and scope (docs/adr/0165). */
  lockouts: LockoutsRepository;
  /** The clients that signed in to an account before (device cookies). */
  devices: DevicesRepository;
  /** Logs a failure that is survived (the lockout store unavailable). */
  warn: (err: unknown, message: string) => void;
  outbox: Outbox;
  /** Tells every service which sessions ended, so their access tokens stop working (docs/adr/0013). */
  revocations: Pick<RevocationPublisher, 'publish'>;
  now: () => Date;
  /** Class rosters and their sign-in codes (docs/adr/0200). */
  rosters: RostersRepository;
  /** Seals roster secrets so the class's teacher can read them back (docs/adr/0200). */
  secretBox: SecretBox;
  /** Uniform integers below n, for secrets, codes and usernames (crypto's randomInt). */
  randomInt: (n: number) => number;
  /** The audit records of account erasures (docs/product/privacy.md). */
  erasures: ErasuresRepository;
  /** Vouches for one account's export to the services that hold its parts. */
  exportGrants: AccountExportGrantSigner;
  /** The other services' parts of an account export, over the internal network. */
  exportParts: ExportPartsClient;
}

/** What app.ts hands every route plugin. */
export interface AuthRouteOptions {
  ctx: AuthContext;
}
