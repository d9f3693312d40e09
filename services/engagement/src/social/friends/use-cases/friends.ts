/**
 * Friends (docs/product/social.md#friends-and-presence, docs/adr/0101): request by username,
 * accept, decline, remove, and the list with who is online. The pair's one document decides; the
 * Redis mirror of friend ids (read by the Friends board and the realtime service) follows each
 * change and is repaired by every list read.
 */
import { conflict, notFound } from '@mathquest/service-kit';
import { ErrorCode, type Friend, type FriendsList, type Friendship } from '@mathquest/contracts';
import type { ProgressReader } from '../../../ports/progress.js';
import type { PublishSocketPush } from '../../../ports/shared.js';
import type { FriendMirror, PresenceReader, SocialDirectory } from '../../directory/repositories/social-directory-repository.js';
import type { FriendshipDoc, FriendshipsRepository } from '../repositories/friendships-repository.js';

export interface FriendsDeps {
  friendships: FriendshipsRepository;
  directory: SocialDirectory;
  mirror: FriendMirror;
  presence: PresenceReader;
  progress: ProgressReader;
  /** Tells the other student of each change (friends:changed), so their open Friends panel follows without a reload. */
  publishSocketPush?: PublishSocketPush;
  now?: () => Date;
}

export const NO_SUCH_STUDENT = 'No student with that username';
export const NO_SUCH_REQUEST = 'No friend request from that student';
export const NOT_A_FRIEND = 'That student is not on your friends list';

export function friends(deps: FriendsDeps) {
  const now = deps.now ?? (() => new Date());
  const other = (doc: FriendshipDoc, me: string) => (doc.users[0] === me ? doc.users[1] : doc.users[0]);
  /** `to`'s friendship with `from` changed to `status` (a push is news only: a lost one is cured by the next list read). */
  const tell = (to: string, from: string, status: 'PENDING' | 'ACCEPTED' | 'REMOVED') =>
    deps.publishSocketPush?.([`friends:${from}:${to}:${status}:${now().toISOString()}`], to, [{ name: 'friends:changed', payload: { userId: from, status } }]);

  const publicOf = async (userId: string) => {
    const u = (await deps.directory.publicUsers([userId])).get(userId);
    return u ?? { userId, username: 'Student', displayName: 'Student', role: 'STUDENT', schoolName: null, className: null };
  };
  const friendship = async (userId: string, status: Friendship['status']): Promise<Friendship> => {
    const u = await publicOf(userId);
    return { userId, username: u.username, displayName: u.displayName, status };
  };
  const befriend = async (a: string, b: string) => {
    await Promise.all([deps.mirror.set(a, await acceptedIds(a)), deps.mirror.set(b, await acceptedIds(b))]);
  };
  const acceptedIds = async (userId: string) => (await deps.friendships.listOf(userId)).filter((d) => d.status === 'ACCEPTED').map((d) => other(d, userId));

  const accept = async (me: string, requesterId: string): Promise<Friendship | null> => {
    if (await deps.friendships.accept(requesterId, me, now())) {
      await befriend(me, requesterId);
      tell(requesterId, me, 'ACCEPTED');
      return friendship(requesterId, 'ACCEPTED');
    }
    return null;
  };

  return {
    async request(me: string, username: string): Promise<Friendship> {
      const target = await deps.directory.idOfUsername(username);
      const u = target ? (await deps.directory.publicUsers([target])).get(target) : undefined;
      // A limited account (docs/adr/0239) cannot be found by its name: it takes no friend requests yet.
      if (!target || !u || u.role !== 'STUDENT' || u.limited) throw notFound(NO_SUCH_STUDENT, ErrorCode.USER_NOT_FOUND);
      if (target === me) throw conflict('You cannot send a friend request to yourself', ErrorCode.FRIEND_REQUEST_SELF);
      for (let attempt = 0; attempt < 3; attempt++) {
        const existing = await deps.friendships.get(me, target);
        if (existing?.status === 'ACCEPTED') throw conflict(`You are already friends with ${u.username}`, ErrorCode.ALREADY_FRIENDS);
        if (existing?.requesterId === me) throw conflict(`You already sent ${u.username} a friend request`, ErrorCode.FRIEND_REQUEST_ALREADY_SENT);
        // They asked first: asking back accepts.
        if (existing) {
          const done = await accept(me, target);
          if (done) return done;
          continue;
        }
        if (await deps.friendships.create(me, target, now())) {
          tell(target, me, 'PENDING');
          return { userId: target, username: u.username, displayName: u.displayName, status: 'PENDING' };
        }
      }
      throw conflict('Your friend request crossed another change: please try again');
    },

    async accept(me: string, requesterId: string): Promise<Friendship> {
      const done = await accept(me, requesterId);
      if (done) return done;
      const doc = await deps.friendships.get(me, requesterId);
      // Accepting again answers the friendship as it is.
      if (doc?.status === 'ACCEPTED') {
        await befriend(me, requesterId);
        return friendship(requesterId, 'ACCEPTED');
      }
      throw notFound(NO_SUCH_REQUEST);
    },

    async decline(me: string, requesterId: string): Promise<void> {
      if (!(await deps.friendships.remove(me, requesterId, { status: 'PENDING', requesterId }))) throw notFound(NO_SUCH_REQUEST);
      tell(requesterId, me, 'REMOVED');
    },

    /** Ends a friendship, or takes back a request the caller sent. */
    async remove(me: string, otherId: string): Promise<void> {
      const doc = await deps.friendships.get(me, otherId);
      if (!doc || (doc.status === 'PENDING' && doc.requesterId !== me)) throw notFound(NOT_A_FRIEND);
      await deps.friendships.remove(me, otherId);
      await befriend(me, otherId);
      tell(otherId, me, 'REMOVED');
    },

    async list(me: string): Promise<FriendsList> {
      const docs = await deps.friendships.listOf(me);
      const ids = docs.map((d) => other(d, me));
      const [users, presence, levels] = await Promise.all([deps.directory.publicUsers(ids), deps.presence.of(ids), Promise.all(ids.map((id) => deps.progress.get(id)))]);
      const out: FriendsList = { friends: [], incoming: [], outgoing: [] };
      docs.forEach((d, i) => {
        const id = ids[i]!;
        const u = users.get(id);
        const online = presence.has(id);
        const f: Friend = {
          userId: id,
          username: u?.username ?? 'Student',
          displayName: u?.displayName ?? 'Student',
          level: levels[i]?.level ?? 1,
          // Presence is only told to friends: a pending request shows no dot.
          isOnline: d.status === 'ACCEPTED' && online,
          activity: d.status === 'ACCEPTED' ? (presence.get(id) ?? null) : null,
          since: (d.acceptedAt ?? d.requestedAt).toISOString(),
        };
        if (d.status === 'ACCEPTED') out.friends.push(f);
        else if (d.requesterId === me) out.outgoing.push(f);
        else out.incoming.push(f);
      });
      const byName = (a: Friend, b: Friend) => Number(b.isOnline) - Number(a.isOnline) || a.username.localeCompare(b.username);
      out.friends.sort(byName);
      // The mirror follows the documents (repairs a change whose mirror write was lost).
      await deps.mirror.set(me, out.friends.map((f) => f.userId));
      return out;
    },
  };
}
export type Friends = ReturnType<typeof friends>;
