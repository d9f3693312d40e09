import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAvatarItems } from '../../../components/avatar/get-avatar-items';
import { equippedQueryOptions } from '../../../components/avatar/get-equipped';
import { engagementApi } from '../../../components/engagement/engagement-api';

/**
 * The customizer's three reads (/avatar, docs/product/engagement.md#avatar--built), each its own
 * query: the avatar catalogue with what the student owns and wears (shared with the shop's item
 * preview), the worn items (the header's key, which the read seeds), and the level and balances.
 */
export const useCustomizerItems = () => useAvatarItems();

/** Read again on each visit (the header keeps its own read for the session). */
export const useCustomizerEquipped = (studentId: string | null) => useQuery({ ...equippedQueryOptions(studentId ?? ''), enabled: studentId !== null });

/** GET /api/engagement/analytics/dashboard: the level that unlocks items and the balances. */
export const getCustomizerStats = async () => {
  const s = await engagementApi.dashboardStats();
  return { level: s.level, coins: s.coins, gems: s.gems };
};

export type CustomizerStats = Awaited<ReturnType<typeof getCustomizerStats>>;

export const customizerStatsKey = ['avatar', 'stats'] as const;

export const customizerStatsQueryOptions = () => queryOptions({ queryKey: customizerStatsKey, queryFn: getCustomizerStats });

export const useCustomizerStats = () => useQuery(customizerStatsQueryOptions());
