import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { invalidateFriendsReads } from '../../lib/friends-reads';
import { liveKeys } from '../../lib/query-keys';
import { getSocket } from '../../lib/socket';
import { socialApi, type Friend, type FriendsList } from './social-api';

const friendsListKey = [...liveKeys.friends, 'list'] as const;

/**
 * GET /api/engagement/friends. Once the list is known the socket joins the friends' presence
 * (join:friends), whose pushes then move the online dots in the cached list.
 */
export async function getFriends(): Promise<FriendsList> {
  const list = await socialApi.friends();
  getSocket()?.emit('join:friends');
  return list;
}

export const friendsQueryOptions = () => queryOptions({ queryKey: friendsListKey, queryFn: getFriends });

export function useFriends() {
  return useQuery(friendsQueryOptions());
}

/** A presence push (friend:online, friend:offline, friend:activity) changes one friend in the cached list. */
export function updateFriend(userId: string, change: (f: Friend) => Friend): void {
  queryClient.setQueryData<FriendsList>(friendsListKey, (l) => (l ? { ...l, friends: l.friends.map((f) => (f.userId === userId ? change(f) : f)) } : l));
}

function useFriendMutation(call: (arg: string) => Promise<unknown>) {
  return useMutation({ mutationFn: call, onSuccess: () => invalidateFriendsReads() });
}

/** POST /friends/requests: ask a student by username. */
export const useRequestFriend = () => useFriendMutation((username) => socialApi.requestFriend(username));
/** POST /friends/requests/{userId}/accept. */
export const useAcceptFriend = () => useFriendMutation((userId) => socialApi.acceptFriend(userId));
/** POST /friends/requests/{userId}/decline. */
export const useDeclineFriend = () => useFriendMutation((userId) => socialApi.declineFriend(userId));
/** DELETE /friends/{userId}: remove a friend or cancel a request. */
export const useRemoveFriend = () => useFriendMutation((userId) => socialApi.removeFriend(userId));
