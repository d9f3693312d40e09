/** The treasure chests as the API shows them: stored chest to TreasureChest, the unopened newest first. */
import type { TreasureChest } from '@mathquest/contracts';
import type { PlayerState, StoredChest } from '../domain/player.js';

export const chestView = (c: StoredChest): TreasureChest => ({ id: c.id, rarity: c.rarity, rewards: c.rewards, foundAt: c.foundAt, openedAt: c.openedAt });

export const unopened = (p: PlayerState) => (p.chests ?? []).filter((c) => !c.openedAt).sort((a, b) => b.foundAt.localeCompare(a.foundAt) || b.id.localeCompare(a.id));
