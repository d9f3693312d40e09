import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { liveKeys } from '../../lib/query-keys';
import { useRealtime } from '../../stores/realtime';
import { engagementApi } from './engagement-api';

/**
 * GET /api/engagement/notifications, first page: the bell's list and unread count. It seeds the
 * live store, which notification:new pushes add to and the bell's actions change (docs/adr/0032);
 * the bell shows the store's list. Read once per session (the cache is cleared at sign-in): from
 * then on the pushes keep it current, and a reconnection reads it again (docs/adr/0067).
 */
export async function getNotifications() {
  const page = await engagementApi.notifications();
  useRealtime.getState().setNotifications(page.notifications, page.unreadCount, page.nextCursor);
  return page;
}

export const notificationsQueryOptions = () => queryOptions({ queryKey: liveKeys.notifications, queryFn: getNotifications, staleTime: Infinity });

export function useNotificationsPage() {
  return useQuery(notificationsQueryOptions());
}

/** GET /api/engagement/notifications?before={cursor}: an older page, appended to the store's list. */
export async function getOlderNotifications(cursor: string) {
  const page = await engagementApi.notifications(cursor);
  useRealtime.getState().appendOlderNotifications(page.notifications, page.nextCursor);
  return page;
}

export const olderNotificationsQueryOptions = (cursor: string) =>
  queryOptions({ queryKey: [...liveKeys.notifications, 'before', cursor] as const, queryFn: () => getOlderNotifications(cursor) });

/** 'Show older': reads the page before `cursor` once per press; `loading` while it is under way. */
export function useShowOlderNotifications(): { show: (cursor: string) => Promise<void>; loading: boolean } {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  async function show(cursor: string) {
    setLoading(true);
    try {
      await client.fetchQuery(olderNotificationsQueryOptions(cursor));
    } catch (err) {
      console.error('Failed to load older notifications', err);
    } finally {
      setLoading(false);
    }
  }
  return { show, loading };
}
