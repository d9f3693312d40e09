/**
 * Reading a leaderboard (GET /api/engagement/leaderboards) and publishing the boards a change
 * moved (engagement.leaderboard.updated, at most once a second per board). docs/adr/0100, 0103.
 */
import {
  LEADERBOARD_SCOPES,
  LEADERBOARD_SIZE,
  leaderboardGroup,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardScope,
  type LeaderboardType,
} from '@mathquest/contracts';
import type { LookReader } from '../../../ports/looks.js';
import { BOARD_RULES, rankChange, shownScore, utcDay, type ProgressReader } from '../../../ports/progress.js';
import type { FriendMirror, SocialDirectory } from '../../directory/repositories/social-directory-repository.js';
import { nameOnBoard } from '../../limited-accounts.js';
import type { BoardRef, LeaderboardStore, StoredPlace } from '../repositories/leaderboards-repository.js';

export interface LeaderboardDeps {
  boards: LeaderboardStore;
  directory: SocialDirectory;
  friends: FriendMirror;
  progress: ProgressReader;
  /** Students' looks (docs/adr/0136): one HMGET per board build; a student without one wears the starter look. */
  looks: LookReader;
  now?: () => Date;
}

const UNAVAILABLE = { SCHOOL: 'NO_SCHOOL', CLASS: 'NO_CLASS', GRADE: 'NO_GRADE' } as const;

export function leaderboards(deps: LeaderboardDeps) {
  const now = deps.now ?? (() => new Date());

  /** The entries of a board's places: names and groups from the directory, levels from the progress projection, looks from their hash; all Redis. */
  const entriesOf = async (type: LeaderboardType, places: StoredPlace[], viewer: string): Promise<LeaderboardEntry[]> => {
    const ids = places.map((p) => p.studentId);
    const [users, levels, looks] = await Promise.all([deps.directory.publicUsers(ids), Promise.all(ids.map((id) => deps.progress.get(id))), deps.looks.readMany(ids)]);
    return places.map((p, i) => {
      const u = users.get(p.studentId);
      return {
        studentId: p.studentId,
        rank: p.rank,
        username: u ? nameOnBoard(u, viewer) : 'Student',
        level: levels[i]?.level ?? 1,
        avatarUrl: null,
        avatar: looks.get(p.studentId) ?? deps.looks.starter(),
        score: shownScore(type, p.value),
        change: rankChange(p.previousRank, p.rank),
        schoolName: u?.schoolName ?? null,
        className: u?.className ?? null,
      };
    });
  };

  /** One board as `viewer` sees it (`board.group` already resolved). */
  const readBoard = async (board: BoardRef, viewer: string, groupName: string | null): Promise<Leaderboard> => {
    const stored = await deps.boards.read(board, viewer, utcDay(now()), LEADERBOARD_SIZE);
    // The top and the viewer's own place in one build (one read of each kind for the whole board).
    const me = stored.me;
    const withMe = me && !stored.top.some((p) => p.studentId === me.studentId) ? [...stored.top, me] : stored.top;
    const built = await entriesOf(board.type, withMe, viewer);
    const entries = built.slice(0, stored.top.length);
    const mine = me ? (built.find((e) => e.studentId === me.studentId) ?? null) : null;
    return { type: board.type, scope: board.scope, groupName, unavailable: null, rule: BOARD_RULES[board.type], entries, myRank: me?.rank ?? null, myEntry: mine, total: stored.total };
  };

  return {
    async get(viewer: string, type: LeaderboardType, scope: LeaderboardScope): Promise<Leaderboard> {
      const groups = scope === 'GLOBAL' || scope === 'FRIENDS' ? {} : await deps.directory.groups(viewer);
      const group = leaderboardGroup(scope, viewer, groups);
      if (group === null) {
        const unavailable = UNAVAILABLE[scope as keyof typeof UNAVAILABLE];
        return { type, scope, groupName: null, unavailable, rule: BOARD_RULES[type], entries: [], myRank: null, myEntry: null, total: 0 };
      }
      const groupName = scope === 'SCHOOL' ? (groups.schoolName ?? null) : scope === 'CLASS' ? (groups.className ?? null) : scope === 'GRADE' ? `Grade ${group}` : null;
      return readBoard({ type, scope, group }, viewer, groupName);
    },

    /** The top of a board for its watchers (`myRank` is not used; a Friends board is its owner's and their friends'). */
    async top(board: BoardRef): Promise<LeaderboardEntry[]> {
      return (await readBoard(board, board.scope === 'FRIENDS' ? board.group : '', null)).entries;
    },

    /** The boards a change of these students' metrics moved: every scope they are ranked in, and their friends' Friends boards. */
    async boardsMoved(changes: ReadonlyArray<{ userId: string; types: readonly LeaderboardType[] }>): Promise<BoardRef[]> {
      const out = new Map<string, BoardRef>();
      for (const { userId, types } of changes) {
        if (types.length === 0) continue;
        const [groups, friends] = await Promise.all([deps.directory.groups(userId), deps.friends.get(userId)]);
        for (const type of types) {
          for (const scope of LEADERBOARD_SCOPES) {
            const group = leaderboardGroup(scope, userId, groups);
            if (group !== null) out.set(`${type}|${scope}|${group}`, { type, scope, group });
          }
          for (const f of friends) out.set(`${type}|FRIENDS|${f}`, { type, scope: 'FRIENDS', group: f });
        }
      }
      return [...out.values()];
    },
  };
}
export type Leaderboards = ReturnType<typeof leaderboards>;
