/** What the guild use cases work with (docs/adr/0120-0122, 0220). */
import type { LookReader } from '../../../ports/looks.js';
import type { ProgressReader } from '../../../ports/progress.js';
import type { PublishSocketPush } from '../../../ports/shared.js';
import type { PresenceReader } from '../../directory/repositories/social-directory-repository.js';
import type { GuildsRepository } from '../repositories/guilds-repository.js';
import type { GuildEventSchedule, GuildXpStore } from '../repositories/guild-xp-repository.js';

export interface GuildsDeps {
  guilds: GuildsRepository;
  xp: GuildXpStore;
  progress: ProgressReader;
  presence: PresenceReader;
  /** When events end, for their rewards (docs/adr/0128). */
  eventSchedule: Pick<GuildEventSchedule, 'at'>;
  /** Members' worn looks (docs/adr/0136, 0129): one HMGET per member list. */
  looks: LookReader;
  /** Tells the other members of each change of the member list (guild:members_changed), so an open Members tab follows without a reload. */
  publishSocketPush?: PublishSocketPush;
  now?: () => Date;
}

export interface Caller {
  id: string;
  username: string;
}
