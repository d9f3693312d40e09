/** What the challenge use cases work with (docs/adr/0125, 0126, 0160, 0220). */
import type { FastifyBaseLogger } from 'fastify';
import type { LookReader } from '../../../ports/looks.js';
import type { ProgressReader } from '../../../ports/progress.js';
import type { GameClient, PublishSocketPush } from '../../../ports/shared.js';
import type { SocialWallet } from '../../../ports/wallet.js';
import type { PresenceReader, SocialDirectory } from '../../directory/repositories/social-directory-repository.js';
import type { EngagementFacts } from '../../facts/engagement-facts.js';
import type { PublishChallengeUpdated } from '../events/challenge-updated.js';
import type { ChallengeSchedule, ChallengesRepository } from '../repositories/challenges-repository.js';

export interface ChallengesDeps {
  repo: ChallengesRepository;
  schedule: ChallengeSchedule;
  /** The sides and state of each challenge, for the realtime service's check of client notices (docs/adr/0124). */
  /** The challenge's state for other services' projections (docs/adr/0195). */
  records: Pick<EngagementFacts, 'challenge'>;
  /** The rewards module's wallet (ports/wallet.ts): the wagers held in and released from the player documents. */
  wallet: SocialWallet;
  directory: SocialDirectory;
  progress: ProgressReader;
  presence: PresenceReader;
  /** Students near the caller by total XP (the candidates of Find Opponent). */
  neighbours: (userId: string) => Promise<string[]>;
  game: GameClient;
  /** Students' worn looks (docs/adr/0136, 0129): one HMGET per answer, drawn on the challenge cards. */
  looks: LookReader;
  publishSocketPush: PublishSocketPush;
  /** engagement.challenge.updated: the game's projection of playable challenges (docs/adr/0160). */
  publishChallengeUpdated: PublishChallengeUpdated;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How long a start waits for the game to have the challenge it was just told of (docs/adr/0160). */
  startWaitMs?: number;
}
