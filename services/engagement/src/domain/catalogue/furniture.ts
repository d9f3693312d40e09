/**
 * The home-base furniture catalogue (docs/product/engagement.md#home-base--built): six categories,
 * each piece with its footprint in grid cells at rotation 0. Free starter pieces (coinsCost 0)
 * are everyone's without a purchase. A cost of null: not sold in that currency.
 */
import type { FurnitureCategory, Rarity } from '@mathquest/contracts';

export interface FurnitureItem {
  id: string;
  name: string;
  imageUrl: string;
  emoji: string;
  color: string;
  category: FurnitureCategory;
  size: { width: number; height: number };
  rarity: Rarity;
  coinsCost: number | null;
  gemsCost: number | null;
  requiredLevel: number;
}

const f = (
  id: string,
  category: FurnitureCategory,
  name: string,
  emoji: string,
  color: string,
  width: number,
  height: number,
  rarity: Rarity,
  coinsCost: number | null,
  gemsCost: number | null,
  requiredLevel = 1,
): FurnitureItem => ({ id, name, imageUrl: `/homebase/${id}.svg`, emoji, color, category, size: { width, height }, rarity, coinsCost, gemsCost, requiredLevel });

const FURNITURE: readonly FurnitureItem[] = [
  // FLOOR
  f('floor-rug', 'FLOOR', 'Cosy Rug', '🟫', '#c08552', 2, 2, 'COMMON', 0, null),
  f('floor-mat', 'FLOOR', 'Yoga Mat', '🟩', '#52b788', 1, 2, 'COMMON', 40, null),
  f('floor-carpet', 'FLOOR', 'Royal Carpet', '🟥', '#9d0208', 3, 2, 'RARE', 350, 28, 4),
  f('floor-tiles', 'FLOOR', 'Chequered Tiles', '⬛', '#495057', 2, 2, 'UNCOMMON', 120, null, 2),
  f('floor-puzzle', 'FLOOR', 'Puzzle Mat', '🧩', '#4cc9f0', 2, 2, 'UNCOMMON', 140, null, 2),
  // WALL
  f('wall-poster', 'WALL', 'Maths Poster', '📜', '#ffd166', 1, 1, 'COMMON', 0, null),
  f('wall-clock', 'WALL', 'Wall Clock', '🕰️', '#6c757d', 1, 1, 'COMMON', 50, null),
  f('wall-window', 'WALL', 'Big Window', '🪟', '#a8dadc', 2, 1, 'UNCOMMON', 150, null, 2),
  f('wall-painting', 'WALL', 'Starry Painting', '🖼️', '#1d3557', 2, 1, 'RARE', 380, 30, 4),
  f('wall-board', 'WALL', 'Chalkboard', '🟩', '#2d6a4f', 3, 1, 'EPIC', 800, 60, 7),
  // FURNITURE
  f('furn-bed', 'FURNITURE', 'Comfy Bed', '🛏️', '#8ecae6', 2, 3, 'COMMON', 0, null),
  f('furn-desk', 'FURNITURE', 'Study Desk', '🪑', '#b08968', 2, 1, 'COMMON', 0, null),
  f('furn-chair', 'FURNITURE', 'Beanbag Chair', '💺', '#ff7b00', 1, 1, 'COMMON', 60, null),
  f('furn-bookshelf', 'FURNITURE', 'Bookshelf', '📚', '#7f5539', 2, 1, 'UNCOMMON', 160, null, 2),
  f('furn-sofa', 'FURNITURE', 'Sofa', '🛋️', '#e76f51', 3, 1, 'RARE', 420, 32, 4),
  f('furn-table', 'FURNITURE', 'Round Table', '🟤', '#9c6644', 2, 2, 'UNCOMMON', 130, null, 2),
  // DECORATION
  f('deco-plant', 'DECORATION', 'Potted Plant', '🪴', '#40916c', 1, 1, 'COMMON', 30, null),
  f('deco-globe', 'DECORATION', 'Globe', '🌍', '#0077b6', 1, 1, 'UNCOMMON', 110, null, 2),
  f('deco-fishtank', 'DECORATION', 'Fish Tank', '🐠', '#48cae4', 2, 1, 'RARE', 390, 30, 4),
  f('deco-trophy', 'DECORATION', 'Trophy Case', '🏆', '#f2c230', 1, 2, 'EPIC', 850, 65, 8),
  f('deco-robot', 'DECORATION', 'Toy Robot', '🤖', '#adb5bd', 1, 1, 'UNCOMMON', 120, null, 3),
  // LIGHTING
  f('light-lamp', 'LIGHTING', 'Desk Lamp', '💡', '#ffd60a', 1, 1, 'COMMON', 40, null),
  f('light-lantern', 'LIGHTING', 'Paper Lantern', '🏮', '#d00000', 1, 1, 'UNCOMMON', 100, null, 2),
  f('light-fairy', 'LIGHTING', 'Fairy Lights', '✨', '#ffe66d', 3, 1, 'RARE', 300, 25, 3),
  f('light-lavalamp', 'LIGHTING', 'Lava Lamp', '🌋', '#f72585', 1, 1, 'RARE', 320, 26, 4),
  f('light-chandelier', 'LIGHTING', 'Crystal Chandelier', '🪩', '#caf0f8', 2, 2, 'LEGENDARY', null, 140, 10),
  // SPECIAL
  f('special-telescope', 'SPECIAL', 'Observatory Telescope', '🔭', '#3d405b', 2, 2, 'EPIC', 900, 70, 8),
  f('special-arcade', 'SPECIAL', 'Maths Arcade', '🕹️', '#7209b7', 2, 2, 'LEGENDARY', null, 160, 10),
  f('special-rocket', 'SPECIAL', 'Rocket Bed', '🚀', '#e63946', 2, 3, 'MYTHIC', null, 350, 15),
  f('special-portal', 'SPECIAL', 'Number Portal', '🌀', '#4361ee', 2, 2, 'MYTHIC', null, 400, 20),
];

const BY_ID = new Map(FURNITURE.map((i) => [i.id, i]));

export function allFurniture(): readonly FurnitureItem[] {
  return FURNITURE;
}

export function furnitureById(id: string): FurnitureItem | undefined {
  return BY_ID.get(id);
}
