import { z } from 'zod';
import { IdSchema, successEnvelope } from '../common.js';
import { ComboStateSchema } from './game.js';

/**
 * HTTP contracts of the engagement service (routes under /api/engagement). Engagement is the
 * single owner of coins and gems (docs/architecture.md, data ownership).
 */

/** A student's wallet; `version` grows with every balance change (orders engagement.wallet.changed). */
export const WalletSchema = z.object({ coins: z.number().int(), gems: z.number().int(), version: z.number().int() });
export type Wallet = z.infer<typeof WalletSchema>;

/** GET /api/engagement/wallet */
export const WalletResponseSchema = successEnvelope(WalletSchema);
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

/** GET /api/engagement/children/wallets with a parent's children grant (docs/adr/0029): read by the gateway for the children view. */
export const ChildrenWalletsResponseSchema = successEnvelope(z.object({ children: z.array(WalletSchema.extend({ id: z.string() })) }));
export type ChildrenWalletsResponse = z.infer<typeof ChildrenWalletsResponseSchema>;

// ---------------------------------------------------------------- the rewards loop (docs/product/engagement.md, docs/adr/0060)

export const QuestDifficultySchema = z.enum(['EASY', 'MEDIUM', 'HARD']);
export type QuestDifficulty = z.infer<typeof QuestDifficultySchema>;

/** The kinds of daily quest (the catalogue in services/engagement/src/domain/quests/). */
export const QuestKindSchema = z.enum([
  'PROBLEMS_SOLVED',
  'CORRECT_IN_A_ROW',
  'SPEED_DEMON',
  'TOPIC_PROBLEMS',
  'NO_HINT_ANSWERS',
  'COMBO_REACHED',
  'SESSION_FINISHED',
  'PROBLEMS_ANSWERED',
  'HARD_PROBLEMS',
  'XP_EARNED',
  'PERFECT_SESSION',
  'EARLY_BIRD',
  'TOPICS_VARIETY',
]);
export type QuestKind = z.infer<typeof QuestKindSchema>;

/** A daily quest as the student sees it (the product's quest fields, plus its kind and topic where it has one). */
export const QuestSchema = z.object({
  id: z.string(),
  kind: QuestKindSchema,
  name: z.string(),
  description: z.string(),
  difficulty: QuestDifficultySchema,
  topic: z.string().nullable().describe('The topic a TOPIC_PROBLEMS quest counts; null for the others.'),
  currentProgress: z.number().int(),
  targetValue: z.number().int(),
  coinReward: z.number().int(),
  xpReward: z.number().int(),
  gemReward: z.number().int(),
  completedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  expiresAt: z.string().describe("End of the student's local day the quest belongs to."),
});
export type Quest = z.infer<typeof QuestSchema>;

/** GET /api/engagement/quests/daily: today's quests (at least one EASY, one MEDIUM, one HARD). */
export const DailyQuestsResponseSchema = successEnvelope(z.array(QuestSchema));
export type DailyQuestsResponse = z.infer<typeof DailyQuestsResponseSchema>;

/** The balances after a change the student made (claim, feed, open). */
export const BalancesSchema = z.object({ coins: z.number().int(), gems: z.number().int() });
export type Balances = z.infer<typeof BalancesSchema>;

/** POST /api/engagement/quests/{id}/claim */
export const ClaimQuestResponseSchema = successEnvelope(
  z.object({
    quest: QuestSchema,
    wallet: BalancesSchema,
    /** The XP sent to the student's progress (the game applies it; docs/adr/0060). */
    xpGranted: z.number().int(),
  }),
);
export type ClaimQuestResponse = z.infer<typeof ClaimQuestResponseSchema>;

export const PetAbilitySchema = z.enum(['coin_boost', 'xp_boost', 'hint_discount', 'all_boost']);
export type PetAbility = z.infer<typeof PetAbilitySchema>;
export const PetMoodSchema = z.enum(['happy', 'neutral', 'sad']);
export type PetMood = z.infer<typeof PetMoodSchema>;

/** A pet the student owns (the product's pet fields, plus what the screens show: emoji, mood, the bonus and when feed and play are next possible). */
export const PetSchema = z.object({
  id: z.string().describe('The pet kind (catalogue id); a student owns at most one of each.'),
  name: z.string(),
  emoji: z.string(),
  imageUrl: z.string(),
  level: z.number().int(),
  xp: z.number().int().describe('XP gathered inside the current level.'),
  xpToNextLevel: z.number().int().describe('XP the current level needs in all.'),
  happiness: z.number().int().min(0).max(100).describe('After decay, as of now.'),
  mood: PetMoodSchema,
  baseAbility: PetAbilitySchema,
  abilityValue: z.number(),
  bonusPercent: z.number().int().describe('floor(abilityValue × (1 + level × 0.05) × happiness / 100).'),
  isActive: z.boolean(),
  lastFedAt: z.string().nullable(),
  lastPlayedAt: z.string().nullable(),
  canFeedAt: z.string().nullable().describe('When feeding is next possible (null: now).'),
  canPlayAt: z.string().nullable().describe('When playing is next possible (null: now).'),
});
export type Pet = z.infer<typeof PetSchema>;

/** GET /api/engagement/pets/active; POST /pets/{id}/play; POST /pets/{id}/set-active */
export const PetResponseSchema = successEnvelope(PetSchema);
export type PetResponse = z.infer<typeof PetResponseSchema>;
/** GET /api/engagement/pets: the pets the student owns, the active one first. */
export const PetsResponseSchema = successEnvelope(z.array(PetSchema));
export type PetsResponse = z.infer<typeof PetsResponseSchema>;
/** POST /api/engagement/pets/{id}/feed (costs coins) */
export const FeedPetResponseSchema = successEnvelope(z.object({ pet: PetSchema, wallet: BalancesSchema }));
export type FeedPetResponse = z.infer<typeof FeedPetResponseSchema>;

/** GET /api/engagement/combo/{sessionId}: the combo of one of the student's sessions, as its last answer left it. */
export const SessionComboSchema = ComboStateSchema.pick({ currentCombo: true, maxCombo: true, multiplier: true, label: true, comboBreak: true }).extend({ sessionId: z.string() });
export type SessionCombo = z.infer<typeof SessionComboSchema>;
export const ComboResponseSchema = successEnvelope(SessionComboSchema);

export const ChestRaritySchema = z.enum(['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'LEGENDARY', 'MYTHIC']);
export type ChestRarity = z.infer<typeof ChestRaritySchema>;
export const ChestRewardSchema = z.object({
  type: z.enum(['coins', 'xp', 'gems', 'item', 'pet', 'avatar']),
  amount: z.number().int(),
  name: z.string(),
  rarity: ChestRaritySchema,
});
export type ChestReward = z.infer<typeof ChestRewardSchema>;

/** A treasure chest; its rewards are shown once it is opened (empty before). */
export const TreasureChestSchema = z.object({
  id: z.string(),
  rarity: ChestRaritySchema,
  rewards: z.array(ChestRewardSchema),
  foundAt: z.string(),
  openedAt: z.string().nullable(),
});
export type TreasureChest = z.infer<typeof TreasureChestSchema>;

/** GET /api/engagement/treasures: the unopened chests, newest first. */
export const TreasureChestsResponseSchema = successEnvelope(z.array(TreasureChestSchema));
/** POST /api/engagement/treasures/generate: the most recent unopened chest the student earned, or null (never a new one). */
export const GenerateTreasureResponseSchema = successEnvelope(z.object({ chest: TreasureChestSchema.nullable() }));
/** POST /api/engagement/treasures/{id}/open */
export const OpenTreasureResponseSchema = successEnvelope(
  z.object({
    chest: TreasureChestSchema,
    rewards: z.object({ coins: z.number().int(), gems: z.number().int(), xp: z.number().int() }),
    wallet: BalancesSchema,
  }),
);
export type OpenTreasureResponse = z.infer<typeof OpenTreasureResponseSchema>;

export const NotificationKindSchema = z.enum(['LEVEL_UP', 'QUEST_COMPLETED', 'CHEST_FOUND', 'PET_HUNGRY', 'PET_LEVEL_UP', 'BATTLE_PASS_LEVEL_UP', 'CHALLENGE', 'CLASS', 'GUILD']);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;
/**
 * What a notification says, as a stable code the web app words in the reader's language from
 * `params` (docs/product/i18n.md, "Notifications"); `title` and `message` are the same words in
 * English. A notification stored without a code is shown with its `title` and `message`.
 */
export const NOTIFICATION_CODES = ['LEVEL_UP', 'QUEST_COMPLETED', 'CHEST_FOUND', 'PET_HUNGRY', 'PET_LEVEL_UP', 'GUILD_EVENT_REWARD'] as const;
export const NotificationCodeSchema = z.enum(NOTIFICATION_CODES);
export type NotificationCode = z.infer<typeof NotificationCodeSchema>;
/**
 * The facts a notification's words are made of, by code: LEVEL_UP `level`; QUEST_COMPLETED
 * `questId` (the quest's template id), `name`, `description`; CHEST_FOUND `rarity`; PET_HUNGRY
 * `petId`, `name`; PET_LEVEL_UP `petId`, `name`, `level`; GUILD_EVENT_REWARD `eventName`,
 * `guildName`, `coins`, `gems`, `xp`.
 */
export const NotificationParamsSchema = z.record(z.string().max(40), z.union([z.string().max(500), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;
export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  title: z.string(),
  message: z.string(),
  icon: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  code: NotificationCodeSchema.optional(),
  params: NotificationParamsSchema.optional(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
  /** The `nextCursor` of the previous page. */
  before: z.string().max(64).optional(),
});
/** GET /api/engagement/notifications: newest first, one page; the unread count covers all of them. */
export const NotificationsResponseSchema = successEnvelope(
  z.object({ notifications: z.array(NotificationSchema), unreadCount: z.number().int(), nextCursor: z.string().nullable() }),
);
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;
export const NotificationResponseSchema = successEnvelope(NotificationSchema);

export const BATTLE_PASS_MAX_LEVEL = 100;
/** GET /api/engagement/battlepass (docs/product/engagement.md; rewards, claims and premium come with the shop). */
export const BattlePassSchema = z.object({
  seasonName: z.string(),
  seasonNumber: z.number().int(),
  currentLevel: z.number().int().min(1).max(BATTLE_PASS_MAX_LEVEL),
  currentXp: z.number().int().describe('XP inside the current level.'),
  xpForNextLevel: z.number().int().describe('XP the current level needs in all.'),
  isPremium: z.boolean(),
  premiumCost: z.number().int().describe('In gems.'),
  endsAt: z.string(),
});
export type BattlePass = z.infer<typeof BattlePassSchema>;
export const BattlePassResponseSchema = successEnvelope(BattlePassSchema);

/** GET /api/engagement/analytics/dashboard (docs/product/engagement.md, the dashboard). */
export const DashboardStatsSchema = z.object({
  username: z.string(),
  level: z.number().int(),
  currentXp: z.number().int().describe('Total XP.'),
  xpForNextLevel: z.number().int().describe('Total XP at which the next level is reached.'),
  coins: z.number().int(),
  gems: z.number().int(),
  streak: z.number().int(),
  todayProblemsSolved: z.number().int().describe("Correct answers today (the student's local day)."),
  todayAccuracy: z.number().describe('Percent 0-100 of today’s answers, one decimal; 0 before the first.'),
  globalRank: z.number().int().nullable().describe('Rank by total XP among all students; null before the first XP.'),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
export const DashboardStatsResponseSchema = successEnvelope(DashboardStatsSchema);

/** Path parameter `{id}` of the engagement routes (a quest, pet, chest, notification or session id). */
export const EngagementIdParamsSchema = z.object({ id: IdSchema });
/** DELETE /api/engagement/notifications/{id} */
export const DeleteNotificationResponseSchema = successEnvelope(z.object({ deleted: z.literal(true) }));
