/**
 * What the composition hands the social module (docs/adr/0220), and what its plugins share once
 * the core plugin has built it. The infrastructure is connected by server.ts (docs/adr/0048); the
 * rewards module's facts come through the ports (../ports/), never from its internals.
 */
import type { LeaderboardType } from '@mathquest/contracts';
import type { EventBus } from '@mathquest/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { LookReader } from '../ports/looks.js';
import type { ProgressReader, ProgressSnapshot } from '../ports/progress.js';
import type { GameClient, PublishSocketPush } from '../ports/shared.js';
import type { SocialWallet } from '../ports/wallet.js';
import type { FriendMirror, PresenceReader, SocialDirectory } from './directory/repositories/social-directory-repository.js';
import type { EngagementFacts } from './facts/engagement-facts.js';

export interface SocialModuleOptions {
  /** The routes' prefix (/api/engagement). */
  prefix: string;
  mongo: Connection;
  redis: Redis;
  bus: EventBus;
  /** The service's database name: the Redis schedules are kept apart per database (tests share one Redis). */
  mongoDb: string;
  /** The rewards module's wallet: challenge wagers and guild event rewards. */
  wallet: SocialWallet;
  /** The rewards module's progress projection: a student's level. */
  progress: ProgressReader;
  /** The rewards module's looks: others' worn looks and the starter look. */
  looks: LookReader;
  game: GameClient;
  publishSocketPush: PublishSocketPush;
  /** The clock of boards, guilds and challenges (tests pin the day). */
  now?: (() => Date) | undefined;
  leaderboardSweepMs?: number | undefined;
  challengeSweepMs?: number | undefined;
  guildEventSweepMs?: number | undefined;
  /** Publish every fact other services project once per backfill version, at start (docs/adr/0195). */
  factsBackfill?: boolean | undefined;
}

/** What the social plugins share: the options, and the directory, presence and facts built once. */
export interface SocialCore extends SocialModuleOptions {
  log: FastifyBaseLogger;
  directory: SocialDirectory;
  presence: PresenceReader;
  /** The friend mirror that publishes each change as a fact (docs/adr/0195). */
  mirror: FriendMirror;
  facts: EngagementFacts;
}

/** What the social module does with the progress the rewards module projects (the composition wires it into the game's consumers). */
export interface SocialProgressHooks {
  /** The boards whose value for these students changed: their live updates are offered (docs/adr/0103). */
  boardsMoved(changes: ReadonlyArray<{ userId: string; types: readonly LeaderboardType[] }>): Promise<void>;
  /** Snapshots the projection applied: guild XP is credited from them (docs/adr/0121). */
  progressApplied(snapshots: readonly ProgressSnapshot[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    socialCore: SocialCore;
    socialLooks: LookReader;
    socialBoards: Pick<SocialProgressHooks, 'boardsMoved'>;
    socialGuildXp: Pick<SocialProgressHooks, 'progressApplied'>;
    socialProgress: SocialProgressHooks;
  }
}
