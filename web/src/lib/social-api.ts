import {
  FriendshipResponseSchema,
  FriendsListResponseSchema,
  LeaderboardResponseSchema,
  type Friend,
  type Friendship,
  type FriendsList,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardScope,
  type LeaderboardType,
} from '@mathquest/contracts';
import { api, parsed } from './api-client';

/**
 * Leaderboard and friends calls (docs/product/social.md), under /api/engagement. Answers are
 * checked against their contracts (docs/adr/0032).
 */
const BASE = '/api/engagement';

const id = (value: string) => encodeURIComponent(value);
const FriendshipData = FriendshipResponseSchema.shape.data;

export type { Friend, Friendship, FriendsList, Leaderboard, LeaderboardEntry, LeaderboardScope, LeaderboardType };

export const socialApi = {
  leaderboard: (type: LeaderboardType, scope: LeaderboardScope) =>
    api.get<unknown>(`${BASE}/leaderboards`, { query: { type, scope } }).then(parsed(LeaderboardResponseSchema.shape.data, '/leaderboards')),
  friends: () => api.get<unknown>(`${BASE}/friends`).then(parsed(FriendsListResponseSchema.shape.data, '/friends')),
  requestFriend: (username: string) => api.post<unknown>(`${BASE}/friends/requests`, { username }).then(parsed(FriendshipData, '/friends/requests')),
  acceptFriend: (userId: string) => api.post<unknown>(`${BASE}/friends/requests/${id(userId)}/accept`).then(parsed(FriendshipData, '/friends/requests/accept')),
  declineFriend: (userId: string) => api.post<unknown>(`${BASE}/friends/requests/${id(userId)}/decline`),
  removeFriend: (userId: string) => api.del<unknown>(`${BASE}/friends/${id(userId)}`),
};
