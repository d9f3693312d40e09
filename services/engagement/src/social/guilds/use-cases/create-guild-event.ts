/** POST /guilds/{id}/events: a new event, its end scheduled for the rewards (docs/adr/0128). */
import { randomUUID } from 'node:crypto';
import { type CreateGuildEventBody, type GuildEvent } from '@mathquest/contracts';
import { createEvent, endedEvents } from '../domain/guilds.js';
import type { Caller, GuildsDeps } from './deps.js';
import type { GuildAccess } from './guild-access.js';
import { refuseUnkind } from './guild-access.js';

export function createCreateGuildEvent(deps: GuildsDeps, g: GuildAccess) {
  const { now, update, eventView } = g;
  return async function createGuildEvent(me: Caller, guildId: string, body: CreateGuildEventBody): Promise<GuildEvent> {
    refuseUnkind(body.name, body.description);
    const at = now();
    const id = randomUUID();
    const { event, ended } = await update(guildId, me.id, (d) => {
      const r = createEvent(d, me.id, id, body, at);
      return { doc: r.doc, out: { event: r.event, ended: endedEvents(d, at) } };
    });
    // Its end (and that of any ended event not yet paid) is scheduled for the rewards (docs/adr/0128).
    for (const e of [event, ...ended]) await deps.eventSchedule.at(guildId, e.id, new Date(e.endsAt));
    return eventView(event, me.id);
  };
}
