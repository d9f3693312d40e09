import {
  BattlePassSchema,
  ClaimQuestResponseSchema,
  DailyQuestsResponseSchema,
  DashboardStatsSchema,
  DeleteNotificationResponseSchema,
  FeedPetResponseSchema,
  NotificationSchema,
  NotificationsResponseSchema,
  OpenTreasureResponseSchema,
  PetSchema,
  PetsResponseSchema,
  TreasureChestsResponseSchema,
  WalletSchema,
  type Balances,
  type BattlePass,
  type DashboardStats,
  type Notification,
  type Pet,
  type Quest,
  type TreasureChest,
  type ClaimQuestResponse,
  type FeedPetResponse,
  type NotificationsResponse,
  type OpenTreasureResponse,
} from '@mathquest/contracts';
import { api, isApiError, type ResponseSchema } from '../../lib/api-client';

/**
 * Engagement calls (docs/product/web.md, engagement screens; contracts:
 * packages/contracts/src/http/engagement.ts), all under /api/engagement. Every answer is checked
 * against its contract at the client (docs/adr/0032): a screen gets the shape it was built for or a clear
 * error, never half a dashboard from a changed server.
 */
const BASE = '/api/engagement';

const id = (value: string) => encodeURIComponent(value);

const NotificationsPage = NotificationsResponseSchema.shape.data;
const ClaimResult = ClaimQuestResponseSchema.shape.data;
const FeedResult = FeedPetResponseSchema.shape.data;
const OpenResult = OpenTreasureResponseSchema.shape.data;

type Data<T extends { data: unknown }> = T['data'];
export type NotificationsPage = Data<NotificationsResponse>;
export type ClaimResult = Data<ClaimQuestResponse>;
export type FeedResult = Data<FeedPetResponse>;
export type OpenChestResult = Data<OpenTreasureResponse>;
export type { Balances, BattlePass, DashboardStats, Notification, Pet, Quest, TreasureChest };

function get<T>(path: string, schema: ResponseSchema<T>, query?: Record<string, string | undefined>): Promise<T> {
  return api.get(`${BASE}${path}`, schema, { query });
}
function post<T>(path: string, schema: ResponseSchema<T>): Promise<T> {
  return api.post(`${BASE}${path}`, schema);
}

export const engagementApi = {
  /** The signed-in student's coins and gems (and the wallet's version), one read of the player document. */
  wallet: () => get('/wallet', WalletSchema),
  dashboardStats: () => get('/analytics/dashboard', DashboardStatsSchema),
  dailyQuests: () => get('/quests/daily', DailyQuestsResponseSchema.shape.data),
  claimQuest: (questId: string) => post(`/quests/${id(questId)}/claim`, ClaimResult),
  /** The active pet, or null when the student has none yet (the server answers 404). */
  activePet: () =>
    get('/pets/active', PetSchema).catch((err: unknown) => {
      if (isApiError(err) && err.status === 404) return null;
      throw err;
    }),
  pets: () => get('/pets', PetsResponseSchema.shape.data),
  feedPet: (petId: string) => post(`/pets/${id(petId)}/feed`, FeedResult),
  playWithPet: (petId: string) => post(`/pets/${id(petId)}/play`, PetSchema),
  setActivePet: (petId: string) => post(`/pets/${id(petId)}/set-active`, PetSchema),
  battlePass: () => get('/battlepass', BattlePassSchema),
  /** The student's unopened chests, newest first. */
  unopenedChests: () => get('/treasures', TreasureChestsResponseSchema.shape.data),
  openChest: (chestId: string) => post(`/treasures/${id(chestId)}/open`, OpenResult),
  /** One page, newest first; `before` is the previous page's nextCursor. */
  notifications: (before?: string) => get('/notifications', NotificationsPage, { before }),
  markNotificationRead: (notificationId: string) => post(`/notifications/${id(notificationId)}/read`, NotificationSchema),
  deleteNotification: (notificationId: string) => api.del(`${BASE}/notifications/${id(notificationId)}`, DeleteNotificationResponseSchema.shape.data),
};
