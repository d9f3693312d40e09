import { queryClient } from './query-client';
import { liveKeys } from './query-keys';

/**
 * A change of friends, this student's (a friend action) or the other student's (the
 * friends:changed push): the friends list and the leaderboards (the Friends boards) are read again
 * (docs/adr/0228).
 */
export function invalidateFriendsReads(): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: liveKeys.friends }), queryClient.invalidateQueries({ queryKey: liveKeys.leaderboards })]);
}
