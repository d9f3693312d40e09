import { useQuery } from '@tanstack/react-query';
import { equippedQueryOptions } from '../../../components/avatar/get-equipped';
import { avatarItemsQueryOptions } from '../../shop/api/get-avatar-items';
import { shopStatsQueryOptions } from '../../shop/api/get-shop-stats';

/**
 * The customizer's three reads (/avatar, docs/product/engagement.md#avatar--built), each its own
 * query shared with the screens that read the same: the avatar catalogue with what the student
 * owns and wears (the shop's item preview), the worn items (the header's avatar, which the read
 * seeds), and the level and balances (the shop's stats).
 */
export const useCustomizerItems = () => useQuery(avatarItemsQueryOptions());

/** Read again on each visit (the header keeps its own read for the session). */
export const useCustomizerEquipped = (studentId: string | null) => useQuery({ ...equippedQueryOptions(studentId ?? ''), enabled: studentId !== null });

export const useCustomizerStats = () => useQuery(shopStatsQueryOptions());
