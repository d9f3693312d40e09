/**
 * The rewards module's side of ports/looks.ts (docs/adr/0136, 0220): the looks hash the shop
 * writes, read for other students' lists, and the starter look drawn from the avatar catalogue.
 */
import type { AvatarLook } from '@mathquest/contracts';
import { drawnLook, starterLook } from '../domain/avatar.js';
import { allAvatarItems, avatarItemById } from '../domain/catalogue/avatar-items.js';
import type { LookReader } from '../ports/looks.js';
import type { LookStore } from '../repositories/looks-repository.js';

let starter: AvatarLook | null = null;

export function lookReader(looks: Pick<LookStore, 'readMany'>): LookReader {
  return {
    readMany: (userIds) => looks.readMany(userIds),
    starter: () => (starter ??= drawnLook(starterLook(allAvatarItems()), avatarItemById)),
  };
}
