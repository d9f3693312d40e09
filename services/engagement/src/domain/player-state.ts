/**
 * The shape of the player document (docs/adr/0060): the engagement state of one student and the
 * parts it is made of (inventory, boss and story progress, challenge escrow, chests, combos, pets,
 * today's counts). A leaf: it imports only the leaf modules whose stored shapes it names, so the
 * rules of each part (inventory.ts, adventure.ts, challenges.ts, ...) and the rules of the whole
 * (player.ts) can all name these types without importing each other.
 */
import type { AvatarCategory, BattleHistoryEntry, ChestRarity, ChestReward, Notification, Rotation, SessionCombo } from '@mathquest/contracts';
import type { StoredPass } from './battle-pass.js';
import type { CreditGuard } from './credit-guard.js';
import type { StoredPet } from './pets.js';
import type { DailyQuests } from './quests.js';
import type { StakeHold } from '../ports/wallet.js';

export interface StoredChest {
  id: string;
  rarity: ChestRarity;
  foundAt: string;
  openedAt: string | null;
  /** What opening it granted (empty until then). */
  rewards: ChestReward[];
}

export interface StoredCombo extends SessionCombo {
  updatedAt: string;
}

export interface PetsState {
  activeId: string;
  owned: StoredPet[];
  /** Hundredths of a coin of pet bonus not paid out yet. */
  coinCarry?: number;
  /** The local day a PET_HUNGRY notification was last sent. */
  hungryNotifiedDay?: string;
}

/** Counts of the student's local day, for the dashboard. */
export interface TodayCounts {
  day: string;
  answered: number;
  correct: number;
}

/**
 * What a student owns besides coins, gems and pets: the one-of-a-kind items (avatar items,
 * furniture, titles, emotes) and the counted ones (power-ups and consumables); rules in inventory.ts.
 */
export interface Inventory {
  /** Ids of the one-of-a-kind items owned, in the order they were acquired. */
  owned: string[];
  /** Counted items: id → how many the student holds (absent or 0: none). */
  stock?: Record<string, number>;
  /** The avatar item worn in each category (absent: the free starter look; docs: domain/avatar.ts). */
  equipped?: Partial<Record<AvatarCategory, string>>;
  /** The home base's furniture as last saved (absent: the starter room; docs: domain/homebase.ts). */
  layout?: Array<{ id: string; itemId: string; x: number; y: number; rotation: Rotation }>;
}

/** Boss battle history and victories (docs/adr/0096); rules in adventure.ts. */
export interface BossesState {
  /** Newest last, the last HISTORY_KEPT battles. */
  history: BattleHistoryEntry[];
  /** Victories by boss id. */
  victories: Record<string, number>;
}

/** Story progress (docs/adr/0097); rules in adventure.ts. */
export interface StoryState {
  /** Completed chapters: best stars and when first completed. */
  chapters: Record<string, { stars: number; firstCompletedAt: string }>;
}

/** What the player document keeps of challenges: wagers held in escrow, and the challenges released (rules in wager-holds.ts). */
export interface DuelsState {
  held: StakeHold[];
  /** Challenge ids whose hold was released (newest last, the last RELEASED_KEPT). */
  released: string[];
}

/** The engagement state of one student, as the player document holds it (less storage bookkeeping). */
export interface PlayerState extends CreditGuard {
  _id: string;
  coins: number;
  gems: number;
  /** The wallet's version: one more per balance change (orders engagement.wallet.changed). Absent on wallets of before 0060: `version`. */
  walletVersion?: number;
  /** The document's version: one more per write (the conditional update's key). */
  version: number;
  quests?: DailyQuests;
  pets?: PetsState;
  pass?: StoredPass;
  today?: TodayCounts;
  combos?: StoredCombo[];
  chests?: StoredChest[];
  notifications?: Notification[];
  /** Items owned besides pets (docs: domain/inventory.ts). */
  inventory?: Inventory;
  /** Boss battle history and victories (docs/adr/0096). */
  bosses?: BossesState;
  /** Story progress: completed chapters and their best stars (docs/adr/0097). */
  story?: StoryState;
  /** Wagers held in escrow by challenge id, and the challenges released (docs/adr/0125). */
  duels?: DuelsState;
}
