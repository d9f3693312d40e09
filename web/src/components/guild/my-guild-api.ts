import { MyGuildResponseSchema } from '@mathquest/contracts';
import { api } from '../../lib/api-client';

/** The student's own guild, read by the dashboard's guild card and the guild page (docs/product/social.md#guilds), parsed with its contract. */
export const myGuildApi = {
  /** GET /api/engagement/guilds/my-guild: the guild and the student's role, or `guild: null` without one. */
  myGuild: () => api.get('/api/engagement/guilds/my-guild', MyGuildResponseSchema.shape.data),
};
