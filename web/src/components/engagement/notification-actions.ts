import { useMutation } from '@tanstack/react-query';
import { useRealtime, type BellNotification } from '../../stores/realtime';
import { engagementApi } from './engagement-api';

/**
 * The bell's writes. A notification pushed live without a server id (`stored: false`) changes only
 * in the live store; a stored one is changed on the server first. Failures are logged only
 * (docs/product/web.md, notifications).
 */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: async (n: BellNotification) => {
      if (n.stored) await engagementApi.markNotificationRead(n.id);
    },
    onSuccess: (_answer, n) => useRealtime.getState().markRead(n.id),
    onError: (err) => console.error('Failed to mark the notification read', err),
  });
}

/** DELETE /api/engagement/notifications/{id}, then out of the bell's list. */
export function useDeleteNotification() {
  return useMutation({
    mutationFn: async (n: BellNotification) => {
      if (n.stored) await engagementApi.deleteNotification(n.id);
    },
    onSuccess: (_answer, n) => useRealtime.getState().removeNotification(n.id),
    onError: (err) => console.error('Failed to delete the notification', err),
  });
}
