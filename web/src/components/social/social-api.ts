import {
  FriendDeclinedResponseSchema,
  FriendRemovedResponseSchema,
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
import { api } from '../../lib/api-client';

/**
 * Leaderboard and friends calls (docs/product/social.md), under /api/engagement. Answers are
 * parsed with their contracts (docs/adr/0032).
 */
const BASE = '/api/engagement';

const id = (value: string) => encodeURIComponent(value);
const FriendshipData = FriendshipResponseSchema.shape.data;

export type { Friend, Friendship, FriendsList, Leaderboard, LeaderboardEntry, LeaderboardScope, LeaderboardType };

export const socialApi = {
  leaderboard: (type: LeaderboardType, scope: LeaderboardScope) =>
    api.get(`${BASE}/leaderboards`, LeaderboardResponseSchema.shape.data, { query: { type, scope } }),
  friends: () => api.get(`${BASE}/friends`, FriendsListResponseSchema.shape.data),
  requestFriend: (username: string) => api.post(`${BASE}/friends/requests`, FriendshipData, { username }),
  acceptFriend: (userId: string) => api.post(`${BASE}/friends/requests/${id(userId)}/accept`, FriendshipData),
  declineFriend: (userId: string) => api.post(`${BASE}/friends/requests/${id(userId)}/decline`, FriendDeclinedResponseSchema.shape.data),
  removeFriend: (userId: string) => api.del(`${BASE}/friends/${id(userId)}`, FriendRemovedResponseSchema.shape.data),
};
