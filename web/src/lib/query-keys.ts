/**
 * Query keys shared by a feature's reads and the realtime pushes that invalidate them
 * (lib/realtime-events.ts, docs/adr/0190). A feature's own keys live in its `api/` folder; the
 * keys a push touches live here, so the push code does not import features.
 */
export const liveKeys = {
  /** Every challenge read: the lists by status and single challenges. */
  challenges: ['challenges'] as const,
  /** The student's own guild (GET /guilds/my-guild), read by the dashboard's guild card. */
  myGuild: ['guild', 'mine'] as const,
  /** The friends list (GET /friends); friends:changed and every friend action invalidate it. */
  friends: ['friends'] as const,
  /** Every leaderboard read, by type and scope; a change of friends invalidates them (the Friends boards). */
  leaderboards: ['leaderboards'] as const,
  /** The bell's notifications (GET /notifications and its older pages); they seed the live store the pushes write. */
  notifications: ['notifications'] as const,
};
