/** POST /guilds/{id}/events/{eventId}/join. */
import { type GuildEvent } from '@mathquest/contracts';
import { joinEvent } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';

export function createJoinGuildEvent(deps: GuildsDeps, g: GuildAccess) {
  const { now, update, eventView } = g;
  return async function joinGuildEvent(me: Caller, guildId: string, eventId: string): Promise<GuildEvent> {
    const at = now();
    // What the student has earned for the guild so far: what they earn beyond it makes them active (docs/adr/0128).
    const [mine] = await deps.xp.memberScores(guildId, [me.id], at);
    const event = await update(guildId, me.id, (d) => {
      const r = joinEvent(d, me.id, eventId, at, mine?.total ?? 0);
      return { doc: r.doc, out: r.event };
    });
    return eventView(event, me.id);
  };
}
