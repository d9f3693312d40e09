/**
 * What the shop, the avatar and the home base use cases share (docs/product/engagement.md#shop--built,
 * docs/adr/0090): their dependencies, the student's document as read, and the student's level
 * from the progress projection in Redis (no storage operation).
 */
import { allAvatarItems, avatarItemById, type AvatarCatalogueItem } from '../domain/catalogue/avatar-items.js';
import { emptyPlayer, withStarterPet, type PlayerState } from '../domain/player.js';
import type { PlayerOutbox } from '../events/player-outbox.js';
import type { LookStore } from '../repositories/looks-repository.js';
import type { ProgressStore } from '../repositories/progress-repository.js';
import { readPlayer, type PlayerStore } from '../repositories/wallets-repository.js';
import type { Student } from './player-write.js';

/** The avatar catalogue: the shop's items and reward-only ones. */
export interface AvatarCatalogue {
  all: () => readonly AvatarCatalogueItem[];
  byId: (id: string) => AvatarCatalogueItem | undefined;
}

export interface ShopActionsDeps {
  store: PlayerStore;
  outbox: PlayerOutbox;
  progress: ProgressStore;
  /** Where the leaderboards read each student's look (docs/adr/0136); without it, nothing is kept. */
  looks?: Pick<LookStore, 'write'>;
  /** The avatar catalogue; defaults to the shop's. */
  avatarItems?: AvatarCatalogue;
}

export const defaultAvatarCatalogue: AvatarCatalogue = { all: allAvatarItems, byId: avatarItemById };

/** The student's document as stored, or a new one with the starter pet. */
export const readOrNew = async (store: PlayerStore, s: Student): Promise<PlayerState> => (await readPlayer(store.players, s.id)) ?? withStarterPet(emptyPlayer(s.id), new Date());

export const levelOf = async (progress: ProgressStore, s: Student) => (await progress.get(s.id))?.level ?? 1;
