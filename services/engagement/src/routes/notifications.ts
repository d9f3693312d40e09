/** Notifications (docs/product/engagement.md#notifications-and-toasts). */
import { DeleteNotificationResponseSchema, EngagementIdParamsSchema, NotificationResponseSchema, NotificationsQuerySchema, NotificationsResponseSchema } from '@mathquest/contracts';
import type { ServiceApp } from '@mathquest/service-kit';
import type { PlayerActions } from '../use-cases/player-actions.js';
import { notFoundResponse, studentOf, studentsOnly } from './shared.js';

export default async function notificationRoutes(app: ServiceApp, { actions }: { actions: PlayerActions }): Promise<void> {
  const students = studentsOnly(app);
  app.get(
    '/notifications',
    { preHandler: students, schema: { tags: ['notifications'], summary: 'Newest first, one page, with the unread count', querystring: NotificationsQuerySchema, response: { 200: NotificationsResponseSchema } } },
    async (request) => ({ success: true as const, data: await actions.notifications(studentOf(request), request.query.limit, request.query.before) }),
  );
  app.post(
    '/notifications/:id/read',
    { preHandler: students, schema: { tags: ['notifications'], summary: 'Mark a notification read', params: EngagementIdParamsSchema, response: { 200: NotificationResponseSchema, ...notFoundResponse } } },
    async (request) => ({ success: true as const, data: await actions.readNotification(studentOf(request), request.params.id) }),
  );
  app.delete(
    '/notifications/:id',
    { preHandler: students, schema: { tags: ['notifications'], summary: 'Delete a notification', params: EngagementIdParamsSchema, response: { 200: DeleteNotificationResponseSchema, ...notFoundResponse } } },
    async (request) => {
      await actions.deleteNotification(studentOf(request), request.params.id);
      return { success: true as const, data: { deleted: true as const } };
    },
  );
}
